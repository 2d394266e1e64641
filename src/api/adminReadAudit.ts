import type { AuditEntryData, AuditFilterData } from '../../schemas/api/adminTypes';
import { apiGet } from './client';

/** GET admin/audit?form=&scope=&scope_id=&actor=&from=&to=: the newest 100 matching rows. */
export async function adminReadAudit(filter: AuditFilterData): Promise<AuditEntryData[]> {
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));
  return (await apiGet<{ entries: AuditEntryData[] }>('admin/audit', query)).entries;
}
