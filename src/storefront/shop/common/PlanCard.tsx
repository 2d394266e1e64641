/**
 * A plan card (storefront.md section 2: Home's featured plans, the plans listing, recommended
 * products): the carrier's logo (named by the carrier), the plan's name, its short text, its category and carrier and, for a
 * recommendation, 'Starting From' and the price; More Info opens the plan's detail page, or
 * calls `onMoreInfo` instead (a premier plan asks for a category first).
 */
import { Link } from 'react-router-dom';
import { categoryName } from '../../chrome/categoryName';
import { safeImage } from '../../../app/useBranding';
import { planPath } from './planPath';
import { money } from '../../../shared/text/language';
// oxlint-disable-next-line import/no-unassigned-import -- the card's own styles, loaded wherever a card is
import './planCard.css';
import { STOREFRONT_SHOP_COMMON_TEXT } from '../../../../schemas/uiText/storefront/shop/common';
import { fill } from '../../../../schemas/uiText/fill';
import { passageLang } from '../../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/shop/common.ts). */
const TEXT = STOREFRONT_SHOP_COMMON_TEXT.planCard;

export interface PlanCardPlan {
  plan_id: number; plan_name: string; plan_logo: string; plan_short_text: string;
  /** The carrier's name: the logo's alternative text and beside the category (absent from older answers). */
  carrier?: string;
  /** A category code (shown by its name). */
  plan_category?: string;
  /** The lowest monthly price ('412.50'): shown as 'Starting From $412.50'. */
  price?: string | null;
  /** The language of the short text (the store's content: the page's language when translated). */
  content_lang?: string;
}

export interface PlanCardProps {
  plan: PlanCardPlan;
  /** Replaces the link to the detail page. */
  onMoreInfo?: () => void;
  /** The name's heading level (the page's outline decides; default 3). */
  headingLevel?: 2 | 3 | 4;
}


/** One plan's card. */
export function PlanCard({ plan, onMoreInfo, headingLevel = 3 }: PlanCardProps) {
  const Heading = `h${headingLevel}` as const;
  const logo = safeImage(plan.plan_logo);
  // The name makes each "More Info" distinct for a screen reader's list of links.
  const label = <>{TEXT.moreInfo}{' '}<span className="visually-hidden">{fill(TEXT.about, { planName: plan.plan_name })}</span></>;
  return (
    <article className="plan-card">
      {logo && <img className="plan-card__logo" src={logo} alt={plan.carrier ?? ''} width={240} height={48} />}
      <Heading className="plan-card__name">{plan.plan_name}</Heading>
      {(plan.plan_category || plan.carrier) && <p className="plan-card__category">{[plan.plan_category && categoryName(plan.plan_category), plan.carrier].filter(Boolean).join(' · ')}</p>}
      {plan.price && <p className="plan-card__price">{TEXT.startingFrom} <strong>{money(plan.price)}</strong></p>}
      {plan.plan_short_text && <p className="plan-card__text" lang={passageLang(plan.content_lang)}>{plan.plan_short_text}</p>}
      <p className="plan-card__more">
        {onMoreInfo
          ? <button type="button" className="btn btn--secondary" onClick={onMoreInfo}>{label}</button>
          : <Link className="btn btn--secondary" to={planPath(plan.plan_id, plan.plan_name)}>{label}</Link>}
      </p>
    </article>
  );
}
