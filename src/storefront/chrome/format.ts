/** Display helpers of the header's contact line. */

/** The one phone formatter (adapters/formatters.ts), shared with the landing, the rep card and the quote. */
export { phoneText } from '../../../adapters/formatters';

/** One line of an address: '100 Main St, Springfield, IL 62701' (empty parts left out). */
export function addressLine(address: { address1: string; city: string; state: string; zip: string }): string {
  const place = [address.city, [address.state, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.address1, place].filter(Boolean).join(', ');
}
