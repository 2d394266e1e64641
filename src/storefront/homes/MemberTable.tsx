/**
 * The current-member table (storefront.md section 6): a search box (name, policy or e-mail), 5
 * rows a page with accessible pagination, each row's name, date of birth, policy id and plans
 * with their statuses (other than ACTIVE in red AND marked in words: colour is never the only
 * signal, WCAG 1.4.1), and an Enroll Now button per row.
 */
import { useId, useState } from 'react';
import type { MemberRow } from '../../../schemas/api/members';
import { isActiveStatus, pageCount, pageOf, searchMembers } from './memberTable';
import { STOREFRONT_HOMES_TEXT } from '../../../schemas/uiText/storefront/homes';
import { fill } from '../../../schemas/uiText/fill';
import { plural } from '../../shared/text/language';

/** This screen's texts (schemas/uiText/storefront/homes.ts). */
const TEXT = STOREFRONT_HOMES_TEXT.memberTable;

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
        <label htmlFor={searchId}>{TEXT.searchByNamePolicyOr}</label>
        <input id={searchId} type="search" value={query} onChange={(event) => { setQuery(event.target.value); setPage(1); }} />
      </div>
      <p className="member-table__count" aria-live="polite">{fill(plural(found.length, { one: TEXT.oneMember, other: TEXT.members }), { count: found.length })}</p>
      {found.length === 0 ? (
        <p className="member-table__empty">{TEXT.noMembersFound}</p>
      ) : (
        <table aria-describedby={captionId}>
          <caption id={captionId}>{fill(TEXT.caption, { current, pages })}</caption>
          <thead>
            <tr><th scope="col">{TEXT.name}</th><th scope="col">{TEXT.dateOfBirth}</th><th scope="col">{TEXT.policy}</th><th scope="col">{TEXT.plans}</th><th scope="col"><span className="visually-hidden">{TEXT.action}</span></th></tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.user_id}>
                <th scope="row" data-label={TEXT.name}>{row.name}<span className="member-table__email">{row.email}</span></th>
                <td data-label={TEXT.dateOfBirth}>{row.dob}</td>
                <td data-label={TEXT.policy}>{row.policy_id}</td>
                <td data-label={TEXT.plans}>
                  <ul className="member-table__plans">
                    {row.plan_info.map((plan) => (
                      <li key={plan.plan}>
                        {plan.plan_name}{' '}
                        <span className={isActiveStatus(plan.plan_status) ? 'plan-status' : 'plan-status plan-status--inactive'}>
                          {isActiveStatus(plan.plan_status) ? plan.plan_status : fill(TEXT.notActive, { planStatus: plan.plan_status })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td><button type="button" className="btn btn--primary" aria-label={fill(TEXT.enrollNowFor, { name: row.name })} onClick={() => onEnroll(row)}>{TEXT.enrollNow}</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="pagination" aria-label={TEXT.memberTablePages}>
          <button type="button" className="btn btn--secondary" disabled={current === 1} onClick={() => setPage(current - 1)}>{TEXT.previous}</button>
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <button key={number} type="button" className="btn btn--link" aria-label={fill(TEXT.page, { number })} aria-current={number === current ? 'page' : undefined}
              onClick={() => setPage(number)}>{number}</button>
          ))}
          <button type="button" className="btn btn--secondary" disabled={current === pages} onClick={() => setPage(current + 1)}>{TEXT.next}</button>
        </nav>
      )}
    </div>
  );
}
