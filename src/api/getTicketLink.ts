/**
 * GET get-ticket-link: the ticketing system's address (data.ticket), or null when the deployment
 * has none (204) or the call failed; read once per page through SWR.
 */
import useSWR from 'swr';
import { apiLookup } from './lookup';

/** Fetches the ticket link. */
export async function getTicketLink(): Promise<string | null> {
  return (await apiLookup<{ ticket: string }>('get-ticket-link', {}))?.ticket || null;
}

const ONCE_PER_PAGE = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

/** The ticket link once loaded (null before, without one, or on failure). */
export function useTicketLink(): string | null {
  return useSWR('get-ticket-link', getTicketLink, ONCE_PER_PAGE).data ?? null;
}
