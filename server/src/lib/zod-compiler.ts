import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType, z } from 'zod';

/**
 * Routes declare zod contracts from common/ as their schemas; this makes Fastify validate (and coerce,
 * via the contracts' transforms) params, query and body with them.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  // Plugins (@fastify/static) may declare JSON schemas of their own; those pass through untouched.
  if (typeof (schema as Partial<ZodType>).safeParse !== 'function') return (data) => ({ value: data });
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: result.error as unknown as Error };
  };
};

/** Formats zod issues as one readable line: "chapter: must be a whole number". */
export const describeIssues = (issues: z.core.$ZodIssue[], part: string): string =>
  issues
    .map((i) => {
      const path = i.path.length ? i.path.join('.') : part;
      const message =
        i.code === 'invalid_type' && i.message.includes('received undefined') ? 'is required' : i.message;
      return `${path}: ${message}`;
    })
    .join('; ');
