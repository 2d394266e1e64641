import { LIMITS } from '../../../schemas/catalog/patterns';
import { createInputWidget } from './createInputWidget';

/** A person's name: free text, at most 50 characters (the name pattern's limit). */
export const NameWidget = createInputWidget({ maxLength: LIMITS.name }, 'NameWidget');
