/**
 * /sign-in: the rep, group and member portals are external in the spec; this sign-in stands in
 * for their hand-off (docs/decisions/storefront-entry.md). A signed-in rep goes to /agent-home, a group admin to
 * /group-home, a member to /member-home, where nothing read for whoever was signed in before
 * shows (src/storefront/reads.ts). Any refusal is one generic message.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { GENERAL_ERROR } from '../../../domain/errors';
import type { PrincipalData } from '../../../schemas/api/members';
import { MESSAGES } from '../../shared/text/messages';
import { fieldErrorsOf } from '../../api/client';
import { portalSignIn } from '../../api/portalSignIn';
import { usePageTitle } from '../../app/usePageTitle';
import { TextField } from '../../app/ui/TextField';
import { useAfterChange } from '../reads';
import { homeOf, storeSignedIn } from './visitor';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.signInPage;

/** The sign-in form. */
export function SignInPage() {
  usePageTitle(TEXT.signIn);
  const navigate = useNavigate();
  const after = useAfterChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = { ...(email.trim() ? {} : { email: MESSAGES.required }), ...(password ? {} : { password: MESSAGES.required }) };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const principal = await portalSignIn(email.trim(), password);
      if (!principal.role) throw new Error(GENERAL_ERROR);
      storeSignedIn(principal as PrincipalData & { role: NonNullable<PrincipalData['role']> });
      await after('portal.signIn');
      void navigate(homeOf(principal.role));
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found.length > 0 ? Object.fromEntries(found.map((e) => [e.target_element, e.error_message])) : { general: GENERAL_ERROR });
      setBusy(false);
    }
  };

  return (
    <div className="page page--narrow homes">
      <h1>{TEXT.signIn}</h1>
      <p>{TEXT.repsGroupAdministratorsAndMembers}</p>
      {errors.general && <p className="field__error" role="alert">{errors.general}</p>}
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
        <TextField label={TEXT.eMailAddress} type="email" name="email" autoComplete="username" value={email} error={errors.email}
          onChange={(event) => setEmail(event.target.value)} />
        <TextField label={TEXT.password} type="password" name="password" autoComplete="current-password" value={password} error={errors.password}
          onChange={(event) => setPassword(event.target.value)} />
        <p className="actions"><button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.signIn}</button></p>
      </form>
    </div>
  );
}
