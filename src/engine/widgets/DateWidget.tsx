import { formatDateInput } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** A date typed as MM/DD/YYYY: slashes inserted, month and day clamped (adapters' formatDateInput). */
export const DateWidget = createInputWidget({ inputMode: 'numeric', placeholder: 'MM/DD/YYYY', maxLength: LIMITS.date, mask: formatDateInput }, 'DateWidget');
