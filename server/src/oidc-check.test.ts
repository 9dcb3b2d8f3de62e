import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IdpProcess, startIdp } from '../../test/idp-process.ts';
import { checkOidcProviders } from './oidc-check.ts';

let idp: IdpProcess;
beforeAll(async () => {
  idp = await startIdp(['http://localhost/api/auth/callback/x']);
}, 30_000);
afterAll(() => idp?.stop());

const provider = (issuer: string) => ({ id: 'x', name: 'X', issuer, clientId: 'c', scopes: ['openid'] });

describe('identity providers at start-up', () => {
  it('is quiet when discovery answers with the configured issuer', async () => {
    const warnings: string[] = [];
    await checkOidcProviders([provider(idp.issuer)], (m) => warnings.push(m));
    expect(warnings).toEqual([]);
  });

  it('warns, without failing, when a provider is down or names another issuer', async () => {
    const warnings: string[] = [];
    await checkOidcProviders(
      [
        provider('http://127.0.0.1:9'),
        { ...provider(idp.issuer.replace('127.0.0.1', 'localhost')), id: 'y' },
      ],
      (m) => warnings.push(m),
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/identity provider x: discovery at http:\/\/127\.0\.0\.1:9\/.* failed/);
    expect(warnings[1]).toMatch(
      /identity provider y: .*its issuer is http:\/\/127\.0\.0\.1:\d+, not http:\/\/localhost/,
    );
  });
});
