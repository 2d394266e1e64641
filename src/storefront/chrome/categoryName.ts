/** A plan category's name as the visitor reads it: the catalog's name (schemas/api/menu.ts) in the language shown; an unknown code as it is. */
import { MENU_CATEGORY_NAMES } from '../../../schemas/api/menu';
import { translateText } from '../../../schemas/i18n/localizable';

export const categoryName = (code: string): string =>
  Object.hasOwn(MENU_CATEGORY_NAMES, code) ? translateText(MENU_CATEGORY_NAMES[code as keyof typeof MENU_CATEGORY_NAMES]) : code;
