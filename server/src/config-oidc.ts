import { z } from 'zod';

/** One OpenID Connect identity provider readers may sign in with (README "Accounts"). */
export interface OidcProviderConfig {
  /** Appears in the callback path /api/auth/callback/{id}. */
  id: string;
  /** The sign-in button's label: 'Continue with {name}'. */
  name: string;
  /** Its discovery document is read from {issuer}/.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  /** Omitted for a public client (PKCE alone). */
  clientSecret?: string | undefined;
  scopes: string[];
}

const ID = /^[a-z][a-z0-9-]{0,31}$/;
// better-auth's own sign-in routes would shadow a provider with these ids.
const RESERVED = new Set(['email', 'social', 'anonymous', 'username']);

const provider = z.object({
  ISSUER: z.url({ protocol: /^https?$/ }),
  CLIENT_ID: z.string().min(1),
  CLIENT_SECRET: z.string().min(1).optional(),
  NAME: z.string().min(1).max(40).optional(),
  SCOPES: z.string().default('openid email profile'),
});

const envKey = (id: string, field: string) => `OIDC_${id.toUpperCase().replaceAll('-', '_')}_${field}`;

/**
 * OIDC_PROVIDERS lists provider ids (comma-separated); each id's settings come from
 * OIDC_{ID}_ISSUER, OIDC_{ID}_CLIENT_ID, OIDC_{ID}_CLIENT_SECRET, OIDC_{ID}_NAME and OIDC_{ID}_SCOPES.
 * Returns the providers, or the problems as 'path: message' lines for the config error.
 */
export const parseOidcProviders = (
  env: NodeJS.ProcessEnv,
): { providers: OidcProviderConfig[]; problems: string[] } => {
  const ids = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  for (const id of new Set(ids)) {
    if (!ID.test(id) || RESERVED.has(id)) {
      problems.push(
        `OIDC_PROVIDERS: '${id}' must be lower-case letters, digits and dashes, and not ${[...RESERVED].join('/')}`,
      );
      continue;
    }
    const fields = Object.fromEntries(
      ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'NAME', 'SCOPES'].map((f) => [
        f,
        env[envKey(id, f)] || undefined,
      ]),
    );
    const parsed = provider.safeParse(fields);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${envKey(id, String(issue.path[0]))}: ${issue.message}`);
      continue;
    }
    const c = parsed.data;
    providers.push({
      id,
      name: c.NAME ?? id.charAt(0).toUpperCase() + id.slice(1),
      issuer: c.ISSUER.replace(/\/+$/, ''),
      clientId: c.CLIENT_ID,
      clientSecret: c.CLIENT_SECRET,
      scopes: c.SCOPES.split(/[\s,]+/).filter(Boolean),
    });
  }
  return { providers, problems };
};
