/** Display helpers of the header's contact line. */

/** The one phone formatter (adapters/formatters.ts), shared with the landing, the rep card and the quote. */
export { phoneText } from '../../../adapters/formatters';

/** One line of an address, as the server's static first paint writes it too. */
export { addressLine } from '../../../domain/storefront/siteIdentity';
