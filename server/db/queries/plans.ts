/** Queries of the plans listing: the plans a visitor may see (all, or a page), their count and categories, the premier categories. */
import { type Kysely, sql } from 'kysely';
import { PLAN_CATEGORY_ORDER } from '../../../schemas/api/menu';
import type { Database } from '../types';

/** The plan types never listed: the association membership (offered by the membership modal) and riders (offered by the cart). */
const UNLISTED = ['membership', 'rider'];

/** plan_listing_counts.group_key of the plans every visitor sees (group_id null). */
const EVERY_VISITOR = 0;

/** A plan's place in the listing's order: its listing_rank (category order) and id. */
export interface ListingKey { rank: number; id: number }

/**
 * One page of the listing and its size: by a 1-based page number (OFFSET), or the plans after a
 * place in the listing (`after`, a keyset: read from the index where the last page stopped).
 */
export type ListingPage = { pageSize: number } & ({ page: number; after?: undefined } | { after: ListingKey; page?: undefined });

/** The listing ranks (migration 030's listing_rank) of `categories`; codes outside the listing have none ([-1] matches nothing). */
function ranksOf(categories: readonly string[]): number[] {
  const ranks = categories.map((code) => PLAN_CATEGORY_ORDER.indexOf(code as (typeof PLAN_CATEGORY_ORDER)[number])).filter((rank) => rank >= 0);
  return ranks.length > 0 ? ranks : [-1];
}

/**
 * The listed plans of a visitor of `groupId` (null: no group), optionally only of `categories`:
 * every plan but the membership and riders, a group-only plan only for its group. The
 * conditions match the partial index plans_listing (migration 030), which serves them in order.
 */
function listable(db: Kysely<Database>, groupId: number | null, categories: readonly string[] | null) {
  let query = db.selectFrom('plans')
    .where('plan_type', 'not in', UNLISTED)
    .where((eb) => (groupId === null ? eb('group_id', 'is', null) : eb.or([eb('group_id', 'is', null), eb('group_id', '=', groupId)])));
  if (categories) query = query.where('listing_rank', 'in', ranksOf(categories));
  return query;
}

/**
 * The plans listed to a visitor of `groupId`, optionally only of `categories`, in the listing's
 * order (category order, then id); with `page`, only that page of them and the first plan of the
 * next one if any (LIMIT size + 1, so the caller knows whether a page follows): by page number
 * OFFSET, by `after` the row comparison (listing_rank, id) > (rank, id), an index range that
 * starts where the last page stopped.
 */
export function listablePlans(db: Kysely<Database>, groupId: number | null, categories: readonly string[] | null, page?: ListingPage) {
  let query = listable(db, groupId, categories)
    .select(['id', 'name', 'category', 'plan_type', 'logo', 'short_text', 'carrier', 'listing_rank'])
    .orderBy('listing_rank').orderBy('id');
  if (page?.after) query = query.where(({ eb, refTuple, tuple }) => eb(refTuple('listing_rank', 'id'), '>', tuple(page.after.rank, page.after.id)));
  if (page) query = query.limit(page.pageSize + 1);
  if (page?.page) query = query.offset((page.page - 1) * page.pageSize);
  return query.execute();
}

export type ListablePlan = Awaited<ReturnType<typeof listablePlans>>[number];

/**
 * How many plans listablePlans lists in all (a paged listing's total): a sum over the per-category
 * and per-group counts migration 030's trigger keeps, so it does not grow with the catalog.
 */
export async function countListablePlans(db: Kysely<Database>, groupId: number | null, categories: readonly string[] | null): Promise<number> {
  let query = db.selectFrom('plan_listing_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('plans'), sql<string>`0`).as('total'))
    .where('group_key', 'in', groupId === null ? [EVERY_VISITOR] : [EVERY_VISITOR, groupId]);
  if (categories) query = query.where('listing_rank', 'in', ranksOf(categories));
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * The listing categories holding at least one plan for a visitor of `groupId`, in order: one
 * query probing the index once per category (EXISTS), so its cost does not grow with the catalog.
 */
export async function listedCategoryCodes(db: Kysely<Database>, groupId: number | null): Promise<string[]> {
  const ranks = PLAN_CATEGORY_ORDER.map((_code, rank) => rank);
  const rows = await db.selectFrom(sql<{ rank: number }>`(SELECT unnest(${ranks}::smallint[]) AS rank)`.as('r'))
    .select('r.rank')
    .where((eb) => eb.exists(listable(db, groupId, null).select(sql.lit(1).as('one')).where('listing_rank', '=', sql<number>`r.rank`)))
    .orderBy('r.rank')
    .execute();
  return rows.map((row) => PLAN_CATEGORY_ORDER[row.rank]);
}

/** The premier plans' categories (get-plan-category) in order. */
export function premierCategories(db: Kysely<Database>) {
  return db.selectFrom('premier_categories').select(['code', 'name']).orderBy('position').execute();
}

/** A plan's type ('MM' marks the premier plan), or undefined for an unknown plan. */
export async function planTypeOf(db: Kysely<Database>, planId: number): Promise<string | undefined> {
  return (await db.selectFrom('plans').select('plan_type').where('id', '=', planId).executeTakeFirst())?.plan_type;
}
