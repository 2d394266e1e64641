import { memo } from 'react';
import type { FieldError } from '../../../schemas/api/types';
import { isAgreementForm } from '../../../schemas/forms/agreementForm';
import { isCatalogForm, isCustomTabName, isSpecTab } from '../../../schemas/forms/customTabs';
import type { LayerName, TabProps } from '../../../schemas/forms/definition';
import { T } from '../text';
import { described, propInputId, PropRow } from './PropInput';

/** One tab property's value as the panel edits it. */
type TabValue = TabProps[keyof TabProps] | undefined;

/** What the tab panel shows and how it reports changes. */
export interface TabPanelProps {
  /** The draft's own tab part (what the inputs hold: empty means the layer below's value shows through). */
  own: Partial<TabProps> | undefined;
  /** The tab as the layers below resolve it (the inputs' placeholders). */
  below: Partial<TabProps> | undefined;
  /** The layer each resolved tab property comes from. */
  from: Partial<Record<keyof TabProps, LayerName>> | undefined;
  /** A tab staff added (its route is its own); a spec tab's route is fixed, so no Route input. */
  isNew: boolean;
  /** A list form's limit by the rule table (the Most rows input's placeholder); undefined: the form has no list to limit. */
  listLimit?: number;
  /** Problems of the draft (checkLayer's or the server's); those at tab.<prop> show at the input. */
  errors: readonly FieldError[];
  /** Sets (or, undefined, clears) one tab property of the draft. */
  onSet: (prop: keyof TabProps, value: TabValue) => void;
  readOnly: boolean;
}

/** The id of a tab property's input (apart from the field panel's: both show at once). */
export const tabInputId = (prop: keyof TabProps) => propInputId(`tab-${prop}`);

/**
 * Whether a form is a wizard tab, and which kind: a catalog form of a spec tab or the agreement
 * (its tab part applies like theirs), or a tab staff added; null for the other forms (the item forms and the like).
 */
export const tabKindOf = (form: string): 'spec' | 'new' | null =>
  (isCustomTabName(form) ? 'new' : isSpecTab(form) && (isCatalogForm(form) || isAgreementForm(form)) ? 'spec' : null);

/** A number as typed (an order, a list's limit): empty clears the override, anything not a number is left out. */
const orderOf = (typed: string): number | undefined => (typed.trim() === '' || !Number.isFinite(Number(typed)) ? undefined : Number(typed));

/**
 * The draft's tab properties: Title, Order, Required, for a new tab Route and Retired, and for
 * a list form Most rows (its list's limit). Each input is
 * labelled by its property, marked with the layer its value comes from, and shows the server's
 * or the typed check's message at `tab.<prop>`. An empty input keeps the layer below's value.
 * Memoized: a keystroke in a field's property leaves its props equal (the caller keeps `onSet` and `errors` stable).
 */
export const TabPanel = memo(function TabPanel({ own, below, from, isNew, listLimit, errors, onSet, readOnly }: TabPanelProps) {
  const errorOf = (prop: keyof TabProps) => errors.find((e) => e.target_element === `tab.${prop}`)?.error_message;
  const row = (prop: keyof TabProps) => ({ prop: `tab-${prop}`, from: from?.[prop], error: errorOf(prop) });
  const aria = (prop: keyof TabProps) => described(`tab-${prop}`, errorOf(prop));
  const required = own?.required === undefined ? '' : String(own.required);
  // A new tab shows unless a layer says otherwise; a spec tab's default is form_tabs', not known here.
  const belowRequired = below?.required === undefined ? (isNew ? T.yes : null) : below.required ? T.yes : T.no;
  return (
    <section className="studio-panel studio-tab-panel" aria-labelledby="studio-tab-title">
      <h2 id="studio-tab-title">{T.tabPanel}</h2>
      <PropRow label={T.tabTitle} {...row('title')}>
        <input id={tabInputId('title')} value={own?.title ?? ''} placeholder={below?.title} readOnly={readOnly} autoComplete="off"
          onChange={(e) => onSet('title', e.target.value === '' ? undefined : e.target.value)} {...aria('title')} />
      </PropRow>
      {isNew && (
        <PropRow label={T.tabRoute} {...row('slug')}>
          <input id={tabInputId('slug')} value={own?.slug ?? ''} placeholder={below?.slug} readOnly={readOnly} autoComplete="off" spellCheck={false}
            onChange={(e) => onSet('slug', e.target.value === '' ? undefined : e.target.value)} {...aria('slug')}
            aria-describedby={[errorOf('slug') && `${tabInputId('slug')}-error`, `${tabInputId('slug')}-hint`].filter(Boolean).join(' ')} />
          <p className="studio-muted studio-hint" id={`${tabInputId('slug')}-hint`}>{T.tabRouteHint}</p>
        </PropRow>
      )}
      <PropRow label={T.tabOrder} {...row('order')}>
        <input id={tabInputId('order')} type="number" step="any" inputMode="decimal" value={own?.order ?? ''} placeholder={below?.order === undefined ? undefined : String(below.order)}
          readOnly={readOnly} onChange={(e) => onSet('order', orderOf(e.target.value))} {...aria('order')}
          aria-describedby={[errorOf('order') && `${tabInputId('order')}-error`, `${tabInputId('order')}-hint`].filter(Boolean).join(' ')} />
        <p className="studio-muted studio-hint" id={`${tabInputId('order')}-hint`}>{T.tabOrderHint}</p>
      </PropRow>
      <PropRow label={T.tabRequired} {...row('required')}>
        <select id={tabInputId('required')} value={required} disabled={readOnly}
          onChange={(e) => onSet('required', e.target.value === '' ? undefined : e.target.value === 'true')} {...aria('required')}>
          <option value="">{belowRequired ? `${T.tabAsBelow} (${belowRequired})` : T.tabAsBelow}</option>
          <option value="true">{T.yes}</option>
          <option value="false">{T.no}</option>
        </select>
      </PropRow>
      {isNew && (
        <PropRow label={T.tabRetired} {...row('retired')}>
          <select id={tabInputId('retired')} value={own?.retired === undefined ? '' : String(own.retired)} disabled={readOnly}
            onChange={(e) => onSet('retired', e.target.value === '' ? undefined : e.target.value === 'true')} {...aria('retired')}
            aria-describedby={[errorOf('retired') && `${tabInputId('retired')}-error`, `${tabInputId('retired')}-hint`].filter(Boolean).join(' ')}>
            <option value="">{`${T.tabAsBelow} (${below?.retired ? T.yes : T.no})`}</option>
            <option value="true">{T.yes}</option>
            <option value="false">{T.no}</option>
          </select>
          <p className="studio-muted studio-hint" id={`${tabInputId('retired')}-hint`}>{T.tabRetiredHint}</p>
        </PropRow>
      )}
      {listLimit !== undefined && (
        <PropRow label={T.tabMaxItems} {...row('maxItems')}>
          <input id={tabInputId('maxItems')} type="number" step="1" min="1" inputMode="numeric" value={own?.maxItems ?? ''}
            placeholder={String(below?.maxItems ?? listLimit)} readOnly={readOnly} onChange={(e) => onSet('maxItems', orderOf(e.target.value))} {...aria('maxItems')}
            aria-describedby={[errorOf('maxItems') && `${tabInputId('maxItems')}-error`, `${tabInputId('maxItems')}-hint`].filter(Boolean).join(' ')} />
          <p className="studio-muted studio-hint" id={`${tabInputId('maxItems')}-hint`}>{T.tabMaxItemsHint}</p>
        </PropRow>
      )}
    </section>
  );
});
