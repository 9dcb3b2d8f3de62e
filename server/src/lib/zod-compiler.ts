import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { type ZodType, z } from 'zod';

/**
 * Routes declare zod contracts from common/ as their schemas; this makes Fastify validate (and coerce,
 * via the contracts' transforms) params, query and body with them.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  // Plugins (@fastify/static) may declare JSON schemas of their own; those pass through untouched.
  if (typeof (schema as Partial<ZodType>).safeParse !== 'function') return (data) => ({ value: data });
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) return { error: result.error as unknown as Error };
    // No text Emmaus takes may hold a NUL: PostgreSQL cannot store one, so it would fail far away as a 500.
    const nul = nulPath(result.data, []);
    if (nul) {
      // Made by a parse, so it is zod's Error subclass like every other validation failure.
      return { error: nulRejection.safeParse({ path: nul }).error as unknown as Error };
    }
    return { value: result.data };
  };
};

const nulRejection = z.custom<{ path: PropertyKey[] }>().superRefine((v, ctx) => {
  ctx.addIssue({ code: 'custom', path: v.path, message: 'must not contain a NUL character' });
});

/** The path of the first string holding U+0000 in validated input, if any. */
const nulPath = (value: unknown, path: PropertyKey[]): PropertyKey[] | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nulPath(v, [...path, k]);
      if (found) return found;
    }
  }
  return undefined;
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

/**
 * Every JSON response goes through its contract, in production too: fields the contract does not name
 * are stripped (zod objects drop unknown keys), so a row's internals can never leak; a response that
 * breaks its contract throws, which the error handler logs and answers as a 500.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<ZodType> = ({ schema }) =>
  typeof (schema as Partial<ZodType>).parse === 'function'
    ? (data) => JSON.stringify(schema.parse(data))
    : (data) => JSON.stringify(data);
