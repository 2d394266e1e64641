/** The plans stories' visitor: a stored quote given to SWR (no network), forgotten when the story goes. */
import { useEffect, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize } from 'swr';
import { savedFilterKey } from '../../../../src/storefront/shop/filter';
import { clearSession, setSession } from '../../../../src/session/storage';

export const STORY_TEMP_ID = '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';
/** The journey's quote: zip 62701 (IL), female, Member + Spouse, born 06/15/1985. */
export const JOURNEY_FILTER = { zip: '62701', dob: '06/15/1985', gender: '1', tier: 'IS', state: 'IL' };

/** A visitor whose stored quote is `filter` (null: no quote), with more SWR answers in `fallback`. */
export function WithQuote({ filter, fallback = {}, premier = false, children }: {
  filter: Record<string, unknown> | null; fallback?: Record<string, unknown>;
  /** A premier plan is chosen (the quote form asks for its category). */
  premier?: boolean; children: ReactNode;
}) {
  if (filter) setSession('tempId', STORY_TEMP_ID);
  if (premier) setSession('isPremierPlan', true);
  useEffect(() => () => {
    clearSession('tempId');
    clearSession('isPremierPlan');
  }, []);
  const quote = filter ? { [unstable_serialize(savedFilterKey(STORY_TEMP_ID))]: { result: filter } } : {};
  return <SWRConfig value={{ provider: () => new Map(), fallback: { ...quote, ...fallback } }}>{children}</SWRConfig>;
}
