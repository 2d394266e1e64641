import { formatStateInput } from '../../../adapters';
import { createInputWidget } from './createInputWidget';

/** A state: two letters or fewer upper-cased ('il' -> 'IL'), longer names title-cased. */
export const StateWidget = createInputWidget({ mask: formatStateInput, maxLength: 30 }, 'StateWidget');
