import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../api/client';
import { T } from '../text';
import { useStudioTitle } from './useStudioTitle';

/** The studio's sign-in: e-mail and password; a refusal is said at the form (one message for both). */
export function SignInForm({ onSignIn }: { onSignIn: (email: string, password: string) => Promise<void> }) {
  useStudioTitle(T.signInTitle);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await onSignIn(String(data.get('email') ?? ''), String(data.get('password') ?? ''));
    } catch (failure) {
      setError(fieldErrorsOf(failure)[0]?.error_message ?? T.signInFailed);
      setBusy(false);
    }
  };
  return (
    <main className="studio-main studio-main--narrow" id="studio-main">
      <h1>{T.signInTitle}</h1>
      <form className="studio-form" onSubmit={submit} noValidate>
        {error && <p className="studio-error" role="alert">{error}</p>}
        <label htmlFor="studio-email">{T.email}</label>
        <input id="studio-email" name="email" type="email" autoComplete="username" required />
        <label htmlFor="studio-password">{T.password}</label>
        <input id="studio-password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn btn--primary" disabled={busy}>{T.signIn}</button>
      </form>
    </main>
  );
}
