/**
 * The current-member table (storefront.md section 6): a search box (name, policy or e-mail), 5
 * rows a page with accessible pagination, each row's name, date of birth, policy id and plans
 * with their statuses (other than ACTIVE in red AND marked in words: colour is never the only
 * signal, WCAG 1.4.1), and an Enroll Now button per row.
 */
import { useId, useState } from 'react';
import type { MemberRow } from '../../../schemas/api/members';
import { isActiveStatus, pageCount, pageOf, searchMembers } from './memberTable';

export interface MemberTableProps {
  rows: readonly MemberRow[];
  onEnroll: (row: MemberRow) => void;
}

/** The searchable, paged member table. */
export function MemberTable({ rows, onEnroll }: MemberTableProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();
  const captionId = useId();
  const found = searchMembers(rows, query);
  const pages = pageCount(found.length);
  const current = Math.min(page, pages);
  const shown = pageOf(found, current);

  return (
    <div className="member-table">
      <div className="field member-table__search">
        <label htmlFor={searchId}>Search by name, policy or e-mail</label>
        <input id={searchId} type="search" value={query} onChange={(event) => { setQuery(event.target.value); setPage(1); }} />
      </div>
      <p className="member-table__count" aria-live="polite">{found.length === 1 ? '1 member' : `${found.length} members`}</p>
      {found.length === 0 ? (
        <p className="member-table__empty">No members found.</p>
      ) : (
        <table aria-describedby={captionId}>
          <caption id={captionId}>Current members, page {current} of {pages}</caption>
          <thead>
            <tr><th scope="col">Name</th><th scope="col">Date of birth</th><th scope="col">Policy</th><th scope="col">Plans</th><th scope="col"><span className="visually-hidden">Action</span></th></tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.user_id}>
                <th scope="row" data-label="Name">{row.name}<span className="member-table__email">{row.email}</span></th>
                <td data-label="Date of birth">{row.dob}</td>
                <td data-label="Policy">{row.policy_id}</td>
                <td data-label="Plans">
                  <ul className="member-table__plans">
                    {row.plan_info.map((plan) => (
                      <li key={plan.plan}>
                        {plan.plan_name}{' '}
                        <span className={isActiveStatus(plan.plan_status) ? 'plan-status' : 'plan-status plan-status--inactive'}>
                          {isActiveStatus(plan.plan_status) ? plan.plan_status : `${plan.plan_status} (not active)`}
                        </span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td><button type="button" className="btn btn--primary" aria-label={`Enroll Now: ${row.name}`} onClick={() => onEnroll(row)}>Enroll Now</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="pagination" aria-label="Member table pages">
          <button type="button" className="btn btn--secondary" disabled={current === 1} onClick={() => setPage(current - 1)}>Previous</button>
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <button key={number} type="button" className="btn btn--link" aria-label={`Page ${number}`} aria-current={number === current ? 'page' : undefined}
              onClick={() => setPage(number)}>{number}</button>
          ))}
          <button type="button" className="btn btn--secondary" disabled={current === pages} onClick={() => setPage(current + 1)}>Next</button>
        </nav>
      )}
    </div>
  );
}
