import { formatDateInput } from '../../../domain/dateInput';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';
import { ENGINE_TEXT } from '../../../schemas/uiText/engine';

/** This screen's texts (schemas/uiText/engine.ts). */
const TEXT = ENGINE_TEXT.dateWidget;

/** A date typed as MM/DD/YYYY: slashes inserted, month and day clamped (domain/dateInput.ts, the one date mask). */
// The placeholder is a getter: read at render, in the language shown ('MM/DD/AAAA' in Spanish).
export const DateWidget = createInputWidget({ inputMode: 'numeric', get placeholder() { return TEXT.mmDdYyyy; }, maxLength: LIMITS.date, mask: formatDateInput }, 'DateWidget');
