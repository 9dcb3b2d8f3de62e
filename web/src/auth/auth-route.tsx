import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  authProvidersQuery,
  finishProviderSignIn,
  hasSignedInBefore,
  providerErrorMessage,
  signIn,
  signInWithProvider,
  signUp,
} from '../api/auth-client.ts';
import { getJson } from '../api/client.ts';
import { errorMessage } from '../api/error-message.ts';

type Status = 'idle' | 'signing-in' | 'signed-in' | 'error';

// Spec §9: the reader without a profile goes to /my-profile about a second after signing in.
const PROFILE_REDIRECT_MS = 1000;

/**
 * /auth: sign in or sign up with e-mail and password, or with a configured identity provider (spec §2
 * Sign-in page, §4 sign-in sync). The provider sends the browser back here with ?provider= (signed in)
 * or ?error= (refused).
 */
export const Component = () => {
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>(
    params.get('mode') === 'sign-up' || (!params.get('mode') && !hasSignedInBefore()) ? 'sign-up' : 'sign-in',
  );
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const providers = useQuery(authProvidersQuery()).data?.providers ?? [];

  const run = async (signInSteps: () => Promise<void>) => {
    setStatus('signing-in');
    setError('');
    try {
      await signInSteps();
      setStatus('signed-in');
      const [profile, role] = await Promise.all([
        getJson<{ profile_slug: string | null }>('/api/user/profile', 'Profile')
          .then((p) => p?.profile_slug)
          .catch(() => null),
        getJson<{ role: string }>('/api/user', 'Your account')
          .then((u) => u?.role)
          .catch(() => null),
      ]);
      // A publisher comes to work on their church (issue 36); a reader to the profile quiz until they
      // have a profile, then home.
      const next =
        role === 'publisher'
          ? '/dashboard'
          : !profile || profile === 'universal_explorer'
            ? '/my-profile'
            : '/';
      setTimeout(() => navigate(next, { replace: true }), PROFILE_REDIRECT_MS);
    } catch (err) {
      setStatus('error');
      setError(errorMessage(err));
    }
  };

  // Back from the identity provider: finish once (the effect would run twice in StrictMode).
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current) return;
    const failure = params.get('error');
    if (params.get('provider')) {
      returned.current = true;
      void run(() => finishProviderSignIn(queryClient));
    } else if (failure) {
      returned.current = true;
      setStatus('error');
      setError(providerErrorMessage(failure));
      setMode('sign-in');
      setParams({}, { replace: true });
    }
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === 'signing-in') return;
    await run(() =>
      mode === 'sign-up'
        ? signUp(queryClient, email, password, name || email.split('@')[0] || 'Reader')
        : signIn(queryClient, email, password),
    );
  };

  const withProvider = async (id: string) => {
    if (status === 'signing-in') return;
    setStatus('signing-in');
    setError('');
    // On success the browser leaves for the provider; only a refusal to start comes back here.
    await signInWithProvider(id).catch((err: Error) => {
      setStatus('error');
      setError(errorMessage(err));
    });
  };

  if (status === 'signed-in') {
    return (
      <main className="page auth-page">
        <h1>Welcome!</h1>
        <p role="status">Your account is ready: your chats, settings and Sermon Studies are saved to it.</p>
        <p className="muted">Setting up your account...</p>
      </main>
    );
  }
  return (
    <main className="page auth-page">
      <Link to="/" className="brand">
        <img src="/logo.svg" alt="" width={28} height={28} /> Emmaus
      </Link>
      <h1>{mode === 'sign-up' ? 'Create your account' : 'Sign in'}</h1>
      <p className="muted">
        Reading and asking need no account. With one, your chats and settings follow you to every device.
      </p>
      {providers.length > 0 && (
        <div className="auth-providers">
          {providers.map((p) => (
            <button
              key={p.id}
              type="button"
              className="pill-button provider-button"
              disabled={status === 'signing-in'}
              onClick={() => void withProvider(p.id)}
            >
              Continue with {p.name}
            </button>
          ))}
          <p className="auth-divider" aria-hidden="true">
            <span>or with e-mail</span>
          </p>
        </div>
      )}
      <form className="auth-form" onSubmit={(e) => void submit(e)}>
        {mode === 'sign-up' && (
          <label>
            Name
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              maxLength={80}
            />
          </label>
        )}
        <label>
          E-mail
          <input
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
          />
        </label>
        <label>
          Password
          <input
            type="password"
            required
            minLength={10}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          />
        </label>
        {status === 'error' && (
          <p className="error-text" role="alert">
            Error: {error}
          </p>
        )}
        <button type="submit" className="pill-button primary" disabled={status === 'signing-in'}>
          {status === 'signing-in' ? 'Signing in...' : mode === 'sign-up' ? 'Sign Up' : 'Sign In'}
        </button>
      </form>
      <p>
        {mode === 'sign-up' ? 'Already have an account? ' : 'New here? '}
        <button
          type="button"
          className="link-button"
          onClick={() => setMode(mode === 'sign-up' ? 'sign-in' : 'sign-up')}
        >
          {mode === 'sign-up' ? 'Sign in' : 'Create an account'}
        </button>
      </p>
    </main>
  );
};
