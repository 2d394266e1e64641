/**
 * The filter summary (storefront.md sections 2 "Plans listing", "Plan detail" and "Plan questions
 * page"): the visitor's zip, gender (M/F), smoker when set, tier and date of birth, with Edit
 * opening the Basic Details popup (the quote form). Without a quote it invites the visitor to
 * enter one. `editable` false hides Edit. Shared by the plans listing, plan detail and PlanQuestionView.
 */
import { useState } from 'react';
import { MESSAGES } from '../../../../schemas/messages';
import { BasicDetailsDialog } from './BasicDetailsDialog';
import { filterSummaryItems } from './filterSummaryItems';
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

/** The filter summary; see the file comment. */
export function FilterSummary({ editable = true }: FilterSummaryProps) {
  const { filter, loading } = useSavedFilter();
  const [editing, setEditing] = useState(false);
  const items = filter ? filterSummaryItems(filter) : [];
  return (
    <section className="filter-summary" aria-label={TEXT.yourBasicDetails} aria-busy={loading}>
      {items.length > 0 ? (
        <dl className="filter-summary__items">
          {items.map((item) => (
            <div key={item.label} className="filter-summary__item"><dt>{item.label}</dt><dd>{item.value}</dd></div>
          ))}
        </dl>
      ) : (
        !loading && <p className="filter-summary__empty">{MESSAGES.plansNoQuote}</p>
      )}
      {editable && (
        <button type="button" className="btn filter-summary__edit" onClick={() => setEditing(true)} aria-haspopup="dialog"
          aria-label={items.length > 0 ? TEXT.editBasicDetails : undefined}>
          {items.length > 0 ? TEXT.edit : TEXT.enterDetails}
        </button>
      )}
      {editing && <BasicDetailsDialog onClose={() => setEditing(false)} />}
    </section>
  );
}
