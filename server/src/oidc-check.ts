import type { OidcProviderConfig } from './config-oidc.ts';

/**
 * Reads each identity provider's discovery document once at start-up and warns when one cannot be
 * read: its 'Continue with …' button would fail until it answers. Never blocks or fails the start.
 */
export const checkOidcProviders = async (
  providers: OidcProviderConfig[],
  warn: (message: string) => void,
): Promise<void> => {
  await Promise.all(
    providers.map(async (p) => {
      const url = `${p.issuer}/.well-known/openid-configuration`;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const doc = (await res.json()) as { issuer?: string };
        if (doc.issuer?.replace(/\/+$/, '') !== p.issuer)
          throw new Error(`its issuer is ${doc.issuer ?? 'missing'}, not ${p.issuer}`);
      } catch (err) {
        warn(
          `emmaus: identity provider ${p.id}: discovery at ${url} failed (${(err as Error).message}); sign-in with it will fail until it answers`,
        );
      }
    }),
  );
};
