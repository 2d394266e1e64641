/**
 * /plans (storefront.md section 2 "Plans listing"; issue 8 point 4): the breadcrumb, the filter
 * summary with its Basic Details popup, the left-side category list, the plans grouped by category
 * in the spec's order (?type= shows one category), term life's 'Plans are available for IO tier
 * only' when the tier is not IO, 'No Plans are available for your selection' when nothing is
 * listed, and the recommended plans. A premier (MM) plan asks for a category before its detail.
 * The plans come a page at a time: 'Showing n of m plans' and Show more, which moves the focus to
 * the first plan it added.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MENU_CATEGORY_NAMES } from '../../../../schemas/api/menu';
import { MESSAGES } from '../../../shared/text/messages';
import { categoryName } from '../../chrome/categoryName';
import { usePageTitle } from '../../../app/usePageTitle';
import { useSessionValue } from '../../../session/useSessionValue';
import { AfterIdle } from '../common/AfterIdle';
import { useHomeHref } from '../common/useHomeHref';
import { BasicDetailsDialog, FilterSummary, useSavedFilter } from '../filter';
import { RecommendedStrip } from '../recommend';
import { CategoryList } from './CategoryList';
import { firstShownFrom, listingView } from './listingView';
import { PlanSections } from './PlanSections';
import { ShowMore } from './ShowMore';
import { usePlanListing } from './usePlanListing';
import { usePremierChoice } from './usePremierChoice';
// oxlint-disable-next-line import/no-unassigned-import -- the listing's own styles
import './plans.css';
import { STOREFRONT_SHOP_PLANS_TEXT } from '../../../../schemas/uiText/storefront/shop/plans';

/** This screen's texts (schemas/uiText/storefront/shop/plans.ts). */
const TEXT = STOREFRONT_SHOP_PLANS_TEXT.plansPage;

/** The ?type= category when it is one of the menu's codes; null (every category) otherwise. */
function categoryOf(type: string | null): keyof typeof MENU_CATEGORY_NAMES | null {
  return type !== null && Object.hasOwn(MENU_CATEGORY_NAMES, type) ? (type as keyof typeof MENU_CATEGORY_NAMES) : null;
}

/** The plans listing; see the file comment. */
export function PlansPage() {
  const [params] = useSearchParams();
  const category = categoryOf(params.get('type'));
  const title = category ? categoryName(category) : TEXT.plans;
  usePageTitle(title);
  const homeHref = useHomeHref();
  const listing = usePlanListing(category);
  const { groups, categories, failed, retry } = listing;
  // Where Show more was pressed (plans shown then), per category: the first plan past it takes the focus.
  const [moreFrom, setMoreFrom] = useState<{ category: string | null; shown: number } | null>(null);
  // Another category forgets it (React's adjust-state-while-rendering), so coming back moves no focus.
  if (moreFrom && moreFrom.category !== category) setMoreFrom(null);
  const { filter } = useSavedFilter();
  const storedTier = useSessionValue('tier');
  const tier = typeof filter?.tier === 'string' && filter.tier !== '' ? filter.tier : storedTier;
  const premier = usePremierChoice();
  const view = groups ? listingView(groups, tier) : null;
  const focusPlanId = view && moreFrom ? firstShownFrom(view, moreFrom.shown) : undefined;
  return (
    <div className="page plans-page">
      <nav aria-label={TEXT.breadcrumb}>
        <ol className="breadcrumb">
          {homeHref && <li><Link to={homeHref}>{TEXT.home}</Link></li>}
          <li aria-current="page">{TEXT.plans}</li>
        </ol>
      </nav>
      <h1>{title}</h1>
      <FilterSummary />
      <div className="plans-layout">
        <CategoryList categories={categories} current={category} />
        <div className="plans-list" aria-busy={!groups && !failed}>
          {failed && (
            <p className="alert alert--error" role="alert">
              {MESSAGES.plansLoadFailed} <button type="button" className="btn btn--link" onClick={retry}>{TEXT.tryAgain}</button>
            </p>
          )}
          {!groups && !failed && <p className="page-loading">{TEXT.loadingPlans}</p>}
          {view && <PlanSections view={view} moreInfo={premier.moreInfo} focusPlanId={focusPlanId} />}
          {view && !view.empty && (
            <ShowMore shown={listing.shown} total={listing.total} loading={listing.loadingMore}
              onMore={() => { setMoreFrom({ category, shown: listing.shown }); listing.loadMore(); }} />
          )}
        </div>
      </div>
      <AfterIdle><RecommendedStrip /></AfterIdle>
      {premier.pending && (
        <BasicDetailsDialog onClose={premier.cancel} onSaved={premier.saved} intro={MESSAGES.plansPremierCategory} />
      )}
    </div>
  );
}
