import { digitsOnly } from '../../../adapters';
import { createInputWidget } from './createInputWidget';

/** A 5-digit zip code. */
export const ZipWidget = createInputWidget({ inputMode: 'numeric', mask: (raw) => digitsOnly(raw, 5) }, 'ZipWidget');
