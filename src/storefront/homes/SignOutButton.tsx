/** Sign out on the homes: the server ends the session, the browser forgets the signed-in visitor and what it read for them (src/storefront/reads.ts), then /sign-in. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { portalSignOut } from '../../api/portalSignOut';
import { useAfterChange } from '../reads';
import { forgetSignedIn } from './visitor';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.signOutButton;

/** The homes' Sign out button. */
export function SignOutButton() {
  const navigate = useNavigate();
  const after = useAfterChange();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    // The browser forgets the visitor even when the call fails: the server session still ends at its idle or absolute limit.
    await portalSignOut().catch(() => undefined);
    forgetSignedIn();
    await after('portal.signOut');
    void navigate('/sign-in');
  };
  return <button type="button" className="btn btn--link homes__sign-out" disabled={busy} onClick={() => void signOut()}>{TEXT.signOut}</button>;
}
