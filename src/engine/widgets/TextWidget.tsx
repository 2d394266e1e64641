import { createInputWidget } from './createInputWidget';

/** Plain free text. */
export const TextWidget = createInputWidget({}, 'TextWidget');
