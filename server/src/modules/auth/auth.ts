import { createHmac } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { OidcProviderConfig } from '../../config-oidc.ts';
import type { Db } from '../../db/database.ts';
import { authAccount, authRateLimit, authSession, authUser, authVerification } from './auth.schema.ts';
import { scopeAuthStorages } from './auth-context-storage.ts';

/** The client address as Fastify resolved it (TRUST_PROXY), set by auth.routes.ts for better-auth. */
export const CLIENT_IP_HEADER = 'x-emmaus-client-ip';

export interface AuthConfig {
  /** Signs sessions; derived from the user-id secret so one secret serves both. */
  secret: string;
  publicUrl?: string | undefined;
  /** Sign-in and sign-up attempts allowed per address each minute. */
  signInPerMinute?: number;
  /** OpenID Connect providers readers may sign in with, besides e-mail and password. */
  oidcProviders?: OidcProviderConfig[];
}

/**
 * better-auth with e-mail + password accounts (password rules and hashing from the library), sessions
 * in the database, httpOnly SameSite=Lax cookies, CSRF protection by origin check, and rate-limited
 * sign-in counted in the database. Requests are trusted only from the origin they were sent to.
 */
export const createAuth = (db: Db, config: AuthConfig) => {
  // Its per-request storages switch Node's async hooks off again between auth calls (issue 37).
  scopeAuthStorages();
  return createBetterAuth(db, config);
};

const createBetterAuth = (db: Db, config: AuthConfig) =>
  betterAuth({
    ...(config.publicUrl ? { baseURL: config.publicUrl } : {}),
    basePath: '/api/auth',
    secret: createHmac('sha256', config.secret).update('emmaus-auth').digest('base64url'),
    database: drizzleAdapter(db as never, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 10, maxPasswordLength: 128 },
    // Each OIDC provider: discovery, authorization code + PKCE, ID tokens verified against its JWKS and
    // nonce. Signing in with an e-mail the provider has verified joins the account with that e-mail.
    plugins: config.oidcProviders?.length
      ? [
          genericOAuth({
            config: config.oidcProviders.map((p) => ({
              providerId: p.id,
              name: p.name,
              discoveryUrl: `${p.issuer}/.well-known/openid-configuration`,
              clientId: p.clientId,
              clientSecret: p.clientSecret,
              ...(p.clientSecret ? {} : { tokenEndpointAuth: { method: 'none' as const } }),
              scopes: p.scopes,
              pkce: true,
              requireIdTokenVerification: true,
              // Signing out of Emmaus ends Emmaus's session, as 'Sign in with …' apps do; the reader's
              // session at the identity provider is theirs to end.
              disableProviderLogout: true,
            })),
          }),
        ]
      : [],
    // Same-origin requests only: the web app is served by this server, whatever host it is reached by.
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      return host ? [`http://${host}`, `https://${host}`] : [];
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 30,
      customRules: {
        '/sign-in/email': { window: 60, max: config.signInPerMinute ?? 5 },
        '/sign-up/email': { window: 60, max: config.signInPerMinute ?? 5 },
        '/sign-in/social': { window: 60, max: config.signInPerMinute ?? 5 },
      },
    },
    // Checked in tests too (better-auth skips it under NODE_ENV=test unless told otherwise).
    advanced: { disableOriginCheck: false, ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    telemetry: { enabled: false },
    logger: { disabled: true },
  });

export type Auth = ReturnType<typeof createAuth>;
