import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  authProvidersQuery,
  linkedProviders,
  linkProvider,
  providerErrorMessage,
} from '../api/auth-client.ts';
import { userQuery } from '../api/bible-queries.ts';
import { errorMessage } from '../api/error-message.ts';

/**
 * My Profile, for a signed-in reader when identity providers are configured: which ones open this
 * account, and a button to link another (an account is never joined to a provider by e-mail alone).
 */
export const SignInMethods = () => {
  const signedIn = useQuery(userQuery()).data?.is_authenticated ?? false;
  const providers = useQuery(authProvidersQuery()).data?.providers ?? [];
  const linked = useQuery({
    queryKey: ['user', 'sign-in-methods'],
    queryFn: linkedProviders,
    enabled: signedIn && providers.length > 0,
  });
  const [params] = useSearchParams();
  const returned = params.get('error');
  const [error, setError] = useState<string | null>(returned ? providerErrorMessage(returned) : null);

  if (!signedIn || providers.length === 0) return null;
  return (
    <section className="sign-in-methods" aria-labelledby="sign-in-methods">
      <h2 id="sign-in-methods">Sign-in methods</h2>
      {linked.data?.includes('credential') && (
        <div className="sign-in-method">
          <span>E-mail and password</span>
          <span className="muted">Linked</span>
        </div>
      )}
      {providers.map((p) => (
        <div key={p.id} className="sign-in-method">
          <span>{p.name}</span>
          {linked.data?.includes(p.id) ? (
            <span className="muted">Linked</span>
          ) : (
            <button
              type="button"
              className="pill-button"
              disabled={!linked.data}
              onClick={() => void linkProvider(p.id).catch((err: unknown) => setError(errorMessage(err)))}
            >
              Link {p.name}
            </button>
          )}
        </div>
      ))}
      {error && (
        <p className="error-text" role="alert">
          Error: {error}
        </p>
      )}
    </section>
  );
};
