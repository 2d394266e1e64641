/**
 * GET get-ticket-link: the ticketing system's address (data.ticket), or null when the deployment
 * has none (204) or the call failed; read once per page through SWR.
 */
import useSWR from 'swr';
import { apiLookup } from './lookup';
import { ONCE_PER_PAGE } from './query';

/** Fetches the ticket link. */
export async function getTicketLink(): Promise<string | null> {
  return (await apiLookup<{ ticket: string }>('get-ticket-link', {}))?.ticket || null;
}


/** The ticket link once loaded (null before, without one, or on failure). */
export function useTicketLink(): string | null {
  return useSWR('get-ticket-link', getTicketLink, ONCE_PER_PAGE).data ?? null;
}
