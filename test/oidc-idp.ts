/**
 * A real OpenID Connect identity provider (`oidc-provider`) on 127.0.0.1 for sign-in tests: the
 * authorization-code flow with PKCE, discovery, JWKS-signed ID tokens, userinfo and RP-initiated logout.
 * Its development login form signs in whatever login is typed (the subject); each subject's e-mail is
 * `{login}@idp.test`, verified. Run as a child process (`node --import tsx test/oidc-idp.ts`): the
 * library prints development warnings, which would fail a vitest file that ran it in-process.
 *
 * Options: --port N (0 for any), --client-id, --client-secret, --redirect URI (repeatable).
 * Prints `issuer=<url>` on stdout when it listens.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'client-id': { type: 'string', default: 'emmaus-test' },
    'client-secret': { type: 'string', default: 'emmaus-test-secret-0123456789' },
    redirect: { type: 'string', multiple: true, default: [] },
  },
});

const server = createServer();
await new Promise<void>((resolve) => server.listen(Number(values.port), '127.0.0.1', resolve));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const issuer = `http://127.0.0.1:${address.port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: values['client-id'],
      client_secret: values['client-secret'],
      redirect_uris: values.redirect,
      post_logout_redirect_uris: values.redirect.map((r) => new URL('/', r).href),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  // PKCE on every authorization request, public client or not.
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  findAccount: (_ctx, sub) => ({
    accountId: sub,
    claims: () => ({ sub, email: `${sub}@idp.test`, email_verified: true, name: `Reader ${sub}` }),
  }),
  features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  cookies: { keys: ['emmaus-test-idp-cookie-key'] },
});
// Plain http on 127.0.0.1: tell the provider cookies need not be Secure.
provider.proxy = true;
server.on('request', provider.callback());
console.log(`issuer=${issuer}`);

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
