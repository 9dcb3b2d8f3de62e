import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('ANON_USER_TTL_DAYS: 30 days by default, a whole number of days from 1, anything else refused', () => {
    expect(loadConfig({}).ANON_USER_TTL_DAYS).toBe(30);
    expect(loadConfig({ ANON_USER_TTL_DAYS: '90' }).ANON_USER_TTL_DAYS).toBe(90);
    for (const bad of ['0', '-3', '1.5', 'thirty', '', '99999999'])
      expect(() => loadConfig({ ANON_USER_TTL_DAYS: bad }), bad).toThrow(/ANON_USER_TTL_DAYS/);
    expect(loadConfig({}).ANALYTICS_RATE_LIMIT_IP).toBe(120);
    expect(() => loadConfig({ ANALYTICS_RATE_LIMIT_IP: '0' })).toThrow(/ANALYTICS_RATE_LIMIT_IP/);
  });

  it('audio transcription: TRANSCRIBE_BASE_URL and TRANSCRIBE_MODEL together, or neither', () => {
    expect(loadConfig({}).TRANSCRIBE_BASE_URL).toBeUndefined();
    const on = loadConfig({ TRANSCRIBE_BASE_URL: 'http://127.0.0.1:8080/v1', TRANSCRIBE_MODEL: 'whisper-1' });
    expect(on).toMatchObject({ TRANSCRIBE_MODEL: 'whisper-1', TRANSCRIBE_TIMEOUT_MS: 900_000 });
    expect(() => loadConfig({ TRANSCRIBE_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/TRANSCRIBE_MODEL/);
    expect(() => loadConfig({ TRANSCRIBE_MODEL: 'whisper-1' })).toThrow(/TRANSCRIBE_BASE_URL/);
    expect(() => loadConfig({ TRANSCRIBE_BASE_URL: 'ftp://x', TRANSCRIBE_MODEL: 'w' })).toThrow(ConfigError);
  });

  it('reads OpenID Connect providers, one set of OIDC_{ID}_* variables each', () => {
    const config = loadConfig({
      OIDC_PROVIDERS: 'keycloak, church-sso',
      OIDC_KEYCLOAK_ISSUER: 'https://id.example.org/realms/emmaus/',
      OIDC_KEYCLOAK_CLIENT_ID: 'emmaus',
      OIDC_KEYCLOAK_CLIENT_SECRET: 's3cret',
      OIDC_CHURCH_SSO_ISSUER: 'https://sso.example.church',
      OIDC_CHURCH_SSO_CLIENT_ID: 'web',
      OIDC_CHURCH_SSO_NAME: 'Grace Church',
      OIDC_CHURCH_SSO_SCOPES: 'openid email',
    });
    expect(config.oidcProviders).toEqual([
      {
        id: 'keycloak',
        name: 'Keycloak',
        issuer: 'https://id.example.org/realms/emmaus',
        clientId: 'emmaus',
        clientSecret: 's3cret',
        scopes: ['openid', 'email', 'profile'],
      },
      {
        id: 'church-sso',
        name: 'Grace Church',
        issuer: 'https://sso.example.church',
        clientId: 'web',
        clientSecret: undefined,
        scopes: ['openid', 'email'],
      },
    ]);
    expect(loadConfig({}).oidcProviders).toEqual([]);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ USER_ID_SECRET: 'short' }, /USER_ID_SECRET: must be at least 32/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ OIDC_PROVIDERS: 'keycloak' }, /OIDC_KEYCLOAK_ISSUER: .*\n.*OIDC_KEYCLOAK_CLIENT_ID/],
    [{ OIDC_PROVIDERS: 'Bad Id' }, /OIDC_PROVIDERS: 'Bad Id' must be lower-case/],
    [{ OIDC_PROVIDERS: 'email' }, /OIDC_PROVIDERS: 'email'/],
    [{ OIDC_PROVIDERS: 'kc', OIDC_KC_ISSUER: 'ftp://x', OIDC_KC_CLIENT_ID: 'c' }, /OIDC_KC_ISSUER/],
  ])('rejects %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
