/**
 * The cart's plan details modal (storefront.md section 2 "Cart page"): a plan of the cart, its
 * short text, header and body texts (get-plan-detail/{id}) and a link to its page. Close or
 * Escape returns to the cart.
 */
import useSWR from 'swr';
import { getPlanDetail } from '../../../api/getPlanDetail';
import { Modal } from '../../../app/ui/Modal';
import { planPath } from '../common/planPath';
import type { CartLine } from './CartLines';
import { STOREFRONT_SHOP_CART_TEXT } from '../../../../schemas/uiText/storefront/shop/cart';
import { passageLang } from '../../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/shop/cart.ts). */
const TEXT = STOREFRONT_SHOP_CART_TEXT.planDetailsDialog;

const paragraphs = (text: string) => text.split('\n').filter((paragraph) => paragraph.trim() !== '');

export function PlanDetailsDialog({ line, onClose }: { line: Pick<CartLine, 'plan_id' | 'plan_name'>; onClose: () => void }) {
  const { data, error } = useSWR(['cart-plan-detail', line.plan_id], () => getPlanDetail(line.plan_id), { revalidateOnFocus: false, shouldRetryOnError: false });
  return (
    <Modal title={line.plan_name} onClose={onClose}>
      {!data && !error && <p className="page-loading">{TEXT.loadingThePlan}</p>}
      {error && <p className="alert alert--error" role="alert">{TEXT.thisPlansDetailsCouldNot}</p>}
      {data && (
        <div className="cart-plan-details">
          {data.plan.plan_short_text && <p lang={passageLang(data.plan.content_lang)}><strong>{data.plan.plan_short_text}</strong></p>}
          <div lang={passageLang(data.plan_desc.content_lang)}>
            {paragraphs(data.plan_desc.header_text).map((text, index) => <p key={`h${index}`}>{text}</p>)}
            {paragraphs(data.plan_desc.body_text).map((text, index) => <p key={`b${index}`}>{text}</p>)}
          </div>
          <p><a href={planPath(line.plan_id, line.plan_name)}>{TEXT.openThePlansPage}</a></p>
        </div>
      )}
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" onClick={onClose}>{TEXT.close}</button>
      </div>
    </Modal>
  );
}
