import { digitsOnly } from '../../../adapters';
import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** A 5-digit zip code. */
export const ZipWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, LIMITS.zip) }, 'ZipWidget');
