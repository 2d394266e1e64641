import { formatDateInput } from '../../../adapters';
import { createInputWidget } from './createInputWidget';

/** A date typed as MM/DD/YYYY: slashes inserted, month and day clamped (adapters' formatDateInput). */
export const DateWidget = createInputWidget({ inputMode: 'numeric', placeholder: 'MM/DD/YYYY', maxLength: 10, mask: formatDateInput }, 'DateWidget');
