/**
 * The Category select's choices (storefront.md section 3: a category only for premier plans):
 * GET get-plan-category, read only while the form shows the select. Each entry is a code and a
 * name; a bare code string is accepted as its own name.
 */
import useSWR from 'swr';
import { apiGet } from '../../../api/client';
import { ONCE_PER_PAGE } from '../../../api/query';

export interface PremierCategory { code: string; name: string }

function categoriesOf(data: unknown): PremierCategory[] {
  const list = Array.isArray(data) ? data : (typeof data === 'object' && data !== null && Array.isArray((data as { result?: unknown }).result) ? (data as { result: unknown[] }).result : []);
  return list.flatMap((entry): PremierCategory[] => {
    if (typeof entry === 'string') return [{ code: entry, name: entry }];
    if (typeof entry !== 'object' || entry === null) return [];
    const { code, name } = entry as { code?: unknown; name?: unknown };
    return typeof code === 'string' ? [{ code, name: typeof name === 'string' ? name : code }] : [];
  });
}

/** The premier categories ([] until loaded or when `needed` is false). */
export function usePremierCategories(needed: boolean): PremierCategory[] {
  return useSWR(needed ? 'premier-categories' : null, async () => categoriesOf(await apiGet<unknown>('get-plan-category')), ONCE_PER_PAGE).data ?? [];
}
