/**
 * The filter summary (storefront.md sections 2 "Plans listing", "Plan detail" and "Plan questions
 * page"): the visitor's zip, gender (M/F), smoker when set, tier and date of birth, with Edit
 * opening the Basic Details popup (the quote form). Without a quote it invites the visitor to
 * enter one. `editable` false hides Edit. Shared by the plans listing, plan detail and PlanQuestionView.
 */
import { useState } from 'react';
import { MESSAGES } from '../../../shared/text/messages';
import { BasicDetailsDialog } from './BasicDetailsDialog';
import { filterSummaryItems } from '../../../../domain/storefront/filterSummaryItems';
import { useSavedFilter } from './useSavedFilter';
// oxlint-disable-next-line import/no-unassigned-import -- the summary's own styles, loaded wherever it is
import './filter.css';
import { STOREFRONT_SHOP_FILTER_TEXT } from '../../../../schemas/uiText/storefront/shop/filter';

/** This screen's texts (schemas/uiText/storefront/shop/filter.ts). */
const TEXT = STOREFRONT_SHOP_FILTER_TEXT.filterSummary;

export interface FilterSummaryProps {
  /** Whether Edit (the Basic Details popup) is offered; default true. */
  editable?: boolean;
}

/** A typical saved quote's line, laid out (hidden) while the saved one loads. */
const PLACEHOLDER_ITEMS = filterSummaryItems({ zip: '00000', gender: '1', tier: 'IS', dob: '00/00/0000' });

/** The filter summary; see the file comment. */
export function FilterSummary({ editable = true }: FilterSummaryProps) {
  const { filter, loading } = useSavedFilter();
  const [editing, setEditing] = useState(false);
  const items = filter ? filterSummaryItems(filter) : [];
  // While the saved quote loads, a quote exists: the line keeps the room of a typical one (hidden), so nothing below moves when it arrives.
  const reserving = loading && items.length === 0;
  const shown = reserving ? PLACEHOLDER_ITEMS : items;
  return (
    <section className="filter-summary" aria-label={TEXT.yourBasicDetails} aria-busy={loading}>
      {shown.length > 0 ? (
        <dl className={reserving ? 'filter-summary__items filter-summary__items--reserved' : 'filter-summary__items'} aria-hidden={reserving || undefined}>
          {shown.map((item) => (
            <div key={item.label} className="filter-summary__item"><dt>{item.label}</dt><dd>{item.value}</dd></div>
          ))}
        </dl>
      ) : (
        !loading && <p className="filter-summary__empty">{MESSAGES.plansNoQuote}</p>
      )}
      {editable && (
        <button type="button" className="btn filter-summary__edit" onClick={() => setEditing(true)} aria-haspopup="dialog"
          aria-label={shown.length > 0 ? TEXT.editBasicDetails : undefined}>
          {shown.length > 0 ? TEXT.edit : TEXT.enterDetails}
        </button>
      )}
      {editing && <BasicDetailsDialog onClose={() => setEditing(false)} />}
    </section>
  );
}
