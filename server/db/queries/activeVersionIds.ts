/**
 * The ids of the form versions in effect now: per form and scope, the highest version whose
 * effective time has come. A subquery, so a caller reads them in the same statement as what they
 * key (tabListState: a portal's tab list; chainState: one form's layers). Versions never change,
 * so these ids name what was published: a publish on any instance, or a scheduled version
 * taking over, is a new id the next read sees.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../types';
import { versionClockSql } from './versionClock';

/** Which versions to look at (forms, scopes). */
export type VersionFilter = (eb: ExpressionBuilder<Database, 'form_versions'>) => Expression<SqlBool>;

/** SELECT form, scope, scope_id, id of the versions in effect now among those `filter` keeps, by form, scope, scope id. */
export function activeVersionIds<DB extends Database, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, filter: VersionFilter) {
  return (eb as unknown as ExpressionBuilder<Database, never>).selectFrom('form_versions')
    .distinctOn(['form', 'scope', 'scope_id']).select(['form', 'scope', 'scope_id', 'id'])
    .where(filter).where('effective_at', '<=', versionClockSql())
    .orderBy('form').orderBy('scope').orderBy('scope_id').orderBy('version', 'desc');
}
