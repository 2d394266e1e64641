import { formatDateInput } from '../../../machines/dateInput';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** A date typed as MM/DD/YYYY: slashes inserted, month and day clamped (machines/dateInput.ts, the one date mask). */
export const DateWidget = createInputWidget({ inputMode: 'numeric', placeholder: 'MM/DD/YYYY', maxLength: LIMITS.date, mask: formatDateInput }, 'DateWidget');
