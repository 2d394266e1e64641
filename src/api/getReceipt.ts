import type { ReceiptData } from '../../schemas/api/completion';
import { enrollmentEndpoint } from './query';

/** GET get-receipt?enrollment_id: the completed enrollment's confirmation number, the applicant's name and callInvoice. */
export const receipt = enrollmentEndpoint<ReceiptData>('get-receipt');
export const getReceipt = receipt.fetch;
