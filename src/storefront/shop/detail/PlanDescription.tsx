/** The plan's description (storefront.md section 2 "Plan detail"): its body text and toggles for exclusions, example and FAQ. */
import { useId, useState } from 'react';
import type { PlanDetailData } from '../../../api/getPlanDetail';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';
import { passageLang } from '../../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.planDescription;

type Desc = PlanDetailData['plan_desc'];

/** One toggle: a button that shows and hides its text (aria-expanded, aria-controls). */
function Toggle({ name, text }: { name: string; text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="detail-toggle">
      <button type="button" className="btn btn--link detail-toggle__button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {name}
      </button>
      <div id={id} className="detail-toggle__text" hidden={!open}>{text.split('\n').map((paragraph, index) => <p key={index}>{paragraph}</p>)}</div>
    </div>
  );
}

export function PlanDescription({ desc }: { desc: Desc }) {
  const toggles = ([[desc.exclusions_text_name, desc.exclusions_text], [desc.example_text_name, desc.example_text], [desc.faq_text_name, desc.faq_text]] as const)
    .filter(([name, text]) => name !== '' && text !== '');
  return (
    <section className="detail-description" aria-labelledby="plan-description">
      <h2 id="plan-description">{TEXT.planDescription}</h2>
      <div lang={passageLang(desc.content_lang)}>
        {desc.body_text.split('\n').filter((paragraph) => paragraph !== '').map((paragraph, index) => <p key={index}>{paragraph}</p>)}
        {desc.association_text && <p className="detail-description__association">{desc.association_text}</p>}
        {toggles.map(([name, text]) => <Toggle key={name} name={name} text={text} />)}
      </div>
    </section>
  );
}
