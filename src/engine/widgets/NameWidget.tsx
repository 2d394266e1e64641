import { createInputWidget } from './createInputWidget';

/** A person's name: free text, at most 50 characters (the name pattern's limit). */
export const NameWidget = createInputWidget({ maxLength: 50 }, 'NameWidget');
