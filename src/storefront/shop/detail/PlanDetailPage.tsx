/**
 * /plan/{planId}/{planName} (storefront.md section 2 "Plan detail"; issue 8 point 5): the
 * breadcrumb, the header bar, the selected group and portal, the plan with its logo, the filter
 * summary (Edit: the Basic Details popup), what the
 * visitor must settle first (machines/storefront/planDetailEntry), the prices with Enroll Now
 * and Add to Cart and their modals, and the description with its toggles. The route reads only
 * the id; the entry machine, told the plan's type, marks a premier (MM) plan's flag.
 */
import { Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '../../../shared/text/messages';
import { useDefaultInfo } from '../../../api/getDefaultInfo';
import { usePageTitle } from '../../../app/usePageTitle';
import { useSessionValue } from '../../../session/useSessionValue';
import { currentHost } from '../../chrome/useSiteKey';
import { planIdOf } from '../common/planPath';
import { FilterSummary } from '../filter';
import { Breadcrumb } from './Breadcrumb';
import { EmployeeEnrollmentDialog, EntryPanel } from './onDemand';
import { PlanDescription } from './PlanDescription';
import { PricingSection } from './PricingSection';
import { RelatedPlans } from './RelatedPlans';
import { SelectionLine } from './SelectionLine';
import { usePlanDetail } from './usePlanDetail';
import { usePlanDetailEntry } from './usePlanDetailEntry';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';
import { passageLang } from '../../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.planDetailPage;

function PlanDetail({ planId }: { planId: number }) {
  const { data, error } = usePlanDetail(planId);
  const entry = usePlanDetailEntry(data?.plan.plan_type);
  const [snapshot] = entry;
  const defaultInfo = useDefaultInfo();
  const visitor = {
    open_type: useSessionValue('open_type') as 'agent' | 'group' | 'user' | null, referral: useSessionValue('referral'),
    eprocess: useSessionValue('eprocess'), whiteLabelHost: Boolean(defaultInfo?.white_label && defaultInfo.white_label.host === currentHost()),
  };
  const currentMember = useSessionValue('isCurrentMemberAvailable') === true;
  const enrollType = useSessionValue('enroll_type');
  const employeeMode = useSessionValue('isEmployeeEnrollment') === true;
  const groupId = useSessionValue('group_id');
  const employee = employeeMode || groupId !== null;
  const [employeeDialog, setEmployeeDialog] = useState(false);
  // The entry panel's code loads only when it has something to ask (a quoted visitor's page has not).
  const entryShows = snapshot.hasTag('tierDialog') || snapshot.hasTag('portalDialog') || snapshot.hasTag('basicInfo');
  usePageTitle(data?.plan.plan_name ?? 'Plan Details');

  if (error) return <div className="page"><div className="alert alert--error" role="alert"><p>{MESSAGES.pricingPlanUnknown}</p></div></div>;
  if (!data) return <div className="page"><p aria-busy="true">{TEXT.loading}</p></div>;
  const { plan, plan_desc: desc } = data;
  const tempId = snapshot.hasTag('ready') ? snapshot.context.tempId : null;
  return (
    <div className="page detail">
      <Breadcrumb visitor={visitor} currentMember={currentMember} category={plan.plan_category} />
      {desc.blueBarText && <p className="detail-bar" lang={passageLang(desc.content_lang)}>{desc.blueBarText}</p>}
      <SelectionLine whiteLabelHost={visitor.whiteLabelHost} />
      <header className="detail-head">
        {plan.plan_logo && <img className="detail-head__logo" src={plan.plan_logo} alt={plan.carrier} width={240} height={48} />}
        <div>
          {desc.header_text ? <h1 lang={passageLang(desc.content_lang)}>{desc.header_text}</h1> : <h1>{plan.plan_name}</h1>}
          <p className="detail-head__meta">{plan.category_name} · {plan.carrier}</p>
          {plan.plan_short_text && <p lang={passageLang(plan.content_lang)}>{plan.plan_short_text}</p>}
        </div>
      </header>
      {tempId !== null && <FilterSummary />}
      {entryShows && <Suspense fallback={null}><EntryPanel entry={entry} /></Suspense>}
      {tempId !== null && <PricingSection plan={plan} tempId={tempId} enrollType={enrollType} />}
      {tempId !== null && <RelatedPlans tempId={tempId} planId={plan.plan_id} />}
      <PlanDescription desc={desc} />
      {!employee && (
        <p className="detail-employer">{TEXT.enrollingThroughYourEmployer}{' '}
          <button type="button" className="btn btn--link" onClick={() => setEmployeeDialog(true)}>{TEXT.employeeEnrollment}</button>
        </p>
      )}
      {employeeDialog && <Suspense fallback={null}><EmployeeEnrollmentDialog onClose={() => setEmployeeDialog(false)} /></Suspense>}
    </div>
  );
}

/** The page: an id that is no plan's shows 'This plan is not available'. */
export function PlanDetailPage() {
  const planId = planIdOf(useParams().planId);
  if (planId === null) return <div className="page"><div className="alert alert--error" role="alert"><p>{MESSAGES.pricingPlanUnknown}</p></div></div>;
  // Keyed by the id: another plan (a related plan, changePid) starts its own entry and pricing.
  return <PlanDetail key={planId} planId={planId} />;
}
