import { Link } from 'react-router-dom';
import type { StaffData } from '../../../schemas/api/adminTypes';
import { T } from '../text';

/** The studio's own calm header: product name, its sections, who is signed in with their roles, Sign out. */
export function StudioHeader({ staff, onSignOut }: { staff: StaffData | null | undefined; onSignOut: () => void }) {
  return (
    <header className="studio-header">
      <Link className="studio-header__name" to="/studio">{T.product}</Link>
      {staff && (
        <>
          <nav aria-label={T.product} className="studio-header__nav">
            <Link to="/studio">{T.formsTitle}</Link>
            <Link to="/studio/audit">{T.auditTitle}</Link>
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
