import { useContext, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { StaffData } from '../../../schemas/api/adminTypes';
import { T } from '../text';
import { LeaveGateContext } from './leaveGuard';

/** The studio's own calm header: product name, its sections, who is signed in with their roles, Sign out. */
export function StudioHeader({ staff, onSignOut }: { staff: StaffData | null | undefined; onSignOut: () => void }) {
  const gate = useContext(LeaveGateContext);
  // A screen with unsaved edits decides whether the link may be followed (it navigates itself).
  const guarded = (to: string) => (event: MouseEvent) => {
    if (gate.ask(to)) event.preventDefault();
  };
  return (
    <header className="studio-header">
      <Link className="studio-header__name" to="/studio" onClick={guarded('/studio')}>{T.product}</Link>
      {staff && (
        <>
          <nav aria-label={T.product} className="studio-header__nav">
            <Link to="/studio" onClick={guarded('/studio')}>{T.formsTitle}</Link>
            <Link to="/studio/content" onClick={guarded('/studio/content')}>{T.contentTitle}</Link>
            <Link to="/studio/audit" onClick={guarded('/studio/audit')}>{T.auditTitle}</Link>
          </nav>
          <p className="studio-header__who">
            {T.signedInAs} <strong>{staff.name}</strong> <span className="studio-roles">({staff.roles.join(', ')})</span>
          </p>
          <button type="button" className="btn btn--secondary" onClick={onSignOut}>{T.signOut}</button>
        </>
      )}
    </header>
  );
}
