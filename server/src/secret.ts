import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secret that signs user ids: USER_ID_SECRET when set (required when several instances share one
 * PostgreSQL), otherwise one generated into DATA_DIR on first start and reused after.
 */
export const userIdSecret = (configured: string | undefined, dataDir: string): string => {
  if (configured) return configured;
  const path = join(dataDir, 'user-id-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  return secret;
};
