/**
 * The process the visitor shops enrollment `tempId` under (server/services/shoppingProcess.ts's
 * twin): what the first checkout kept (shopProcess), else the stored eprocess. A rep's Member
 * Enrollment turns eprocess to applicant, yet the rep keeps the cart confirmation and the quote.
 */
import type { Eprocess, SessionValues } from '../../../session/storage';

export function shoppingProcess(tempId: string, shopProcess: SessionValues['shopProcess'] | null, eprocess: Eprocess | null): Eprocess | null {
  return shopProcess?.tempId === tempId ? shopProcess.eprocess : eprocess;
}
