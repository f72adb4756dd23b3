import { useState, type FormEvent } from 'react';
import { FormField, StatusMessage } from 'shared-ui';
import { failureMessage } from '../../api/answers';
import { useSignInMutation } from './sessionEndpoints';
import buttons from '../../ui/buttons.module.css';
import styles from './SignInForm.module.css';

/** The staff sign-in. A failure keeps the address and empties the password (the API says why). */
export function SignInForm({ notice }: { notice?: string | undefined }) {
  const [signIn, { isLoading, error }] = useSignInMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await signIn({ email: email.trim(), password });
    if ('error' in answer) setPassword('');
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title" className={styles.title}>
        Staff sign-in
      </h1>
      {notice && !error ? <StatusMessage tone="info" message={notice} /> : null}
      {error ? <StatusMessage message={failureMessage(error)} /> : null}
      <FormField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className={buttons.primary} disabled={isLoading}>
        {isLoading ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
