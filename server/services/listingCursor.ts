/**
 * The plans listing's cursor (issue 17 point 2; docs/catalog-paging.md): data.paging.next names
 * the last plan of a page by its place in the listing's order (listing_rank, id), and `after`
 * sends it back, so the next page is read from the index where the last one stopped instead of
 * counting past every plan before it (OFFSET). Opaque to callers (base64url of 'rank.id'), and
 * read strictly: anything that is not a cursor this module wrote is refused.
 */
import type { ListingKey } from '../db/queries/plans';

/** The largest listing_rank (migration 030 ranks a code outside the listing 99) and plan id (integer). */
const RANK_MAX = 99;
const ID_MAX = 2_147_483_647;
const SHAPE = /^(0|[1-9][0-9]?)\.([1-9][0-9]{0,9})$/;

/** The cursor naming `key` (the last plan of a page). */
export function encodeCursor(key: ListingKey): string {
  return Buffer.from(`${key.rank}.${key.id}`, 'latin1').toString('base64url');
}

/** The listing place a cursor names, or undefined when `cursor` is not one encodeCursor writes. */
export function decodeCursor(cursor: string): ListingKey | undefined {
  const match = SHAPE.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) return undefined;
  const key = { rank: Number(match[1]), id: Number(match[2]) };
  // Re-encoding must give the cursor back: base64url decoding skips stray characters and padding bits.
  if (key.rank > RANK_MAX || key.id > ID_MAX || encodeCursor(key) !== cursor) return undefined;
  return key;
}
