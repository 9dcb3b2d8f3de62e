import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hasSignedInBefore, signIn, signUp } from '../api/auth-client.ts';
import { getJson } from '../api/client.ts';

type Status = 'idle' | 'signing-in' | 'signed-in' | 'error';

// Spec §9: the reader without a profile goes to /my-profile about a second after signing in.
const PROFILE_REDIRECT_MS = 1000;

/** /auth: sign in or sign up with e-mail and password (spec §2 Sign-in page, §4 sign-in sync). */
export const Component = () => {
  const [params] = useSearchParams();
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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === 'signing-in') return;
    setStatus('signing-in');
    setError('');
    try {
      if (mode === 'sign-up')
        await signUp(queryClient, email, password, name || email.split('@')[0] || 'Reader');
      else await signIn(queryClient, email, password);
      setStatus('signed-in');
      const profile = (
        await getJson<{ profile_slug: string | null }>('/api/user/profile', 'Profile').catch(() => null)
      )?.profile_slug;
      const next = !profile || profile === 'universal_explorer' ? '/my-profile' : '/';
      setTimeout(() => navigate(next), PROFILE_REDIRECT_MS);
    } catch (err) {
      setStatus('error');
      setError((err as Error).message);
    }
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
