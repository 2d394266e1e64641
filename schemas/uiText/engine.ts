/**
 * Form engine texts: the English texts of src/engine's screens (issue 16 item 3), one group per screen
 * file, so a second language (issue 18) is a second object of the same shape. Spec texts are
 * spelled exactly as spec/storefront.md and spec/enrollment.md write them; `{name}` marks a value
 * filled in by fill() (schemas/uiText/fill.ts), so a sentence is never assembled in JSX.
 * Messages the server also sends live in schemas/messages.ts.
 */
import { localizable } from '../i18n/localizable';
export const ENGINE_TEXT = localizable('engine', {
  arrayFieldTemplate: {
    remove: 'Remove',
    add: 'Add',
    item: 'Item',
  },
  dateWidget: {
    mmDdYyyy: 'MM/DD/YYYY',
  },
} as const);

/** The shape a translation of these texts fills in. */
export type EngineText = { readonly [G in keyof typeof ENGINE_TEXT]: { readonly [K in keyof (typeof ENGINE_TEXT)[G]]: string } };
