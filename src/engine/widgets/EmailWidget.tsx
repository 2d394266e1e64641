import { createInputWidget } from './createInputWidget';

/** An e-mail address (mobile keyboards show '@'). */
export const EmailWidget = createInputWidget({ type: 'email', inputMode: 'email', maxLength: 254 }, 'EmailWidget');
