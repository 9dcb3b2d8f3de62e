import { z } from 'zod';

// Every setting Emmaus reads from the environment, validated once at start-up. Documented in README.md.
const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  USER_ID_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SWORD_PATH: z.string().min(1).default('/usr/share/sword'),
  WEB_DIST: z.string().min(1).default('./dist/web'),
});

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
};
