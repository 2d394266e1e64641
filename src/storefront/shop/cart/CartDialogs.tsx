/**
 * The cart's modals (storefront.md section 2 "Cart page"): the remove confirmation, the upsell
 * popups (term life: 'Add To Cart' or 'No, I like medical questions.'; the vision/dental bundle:
 * 'Add To Cart' or 'No, I like waiting periods.') and the cart confirmation (Rep Enrollment,
 * Member Enrollment, Back to Cart). Escape answers No, declines or goes back.
 */
import type { CartLineRef, CheckoutType, UpsellPopup } from '../../../../machines/storefront/checkout';
import { MESSAGES, say } from '../../../shared/text/messages';
import { Modal } from '../../../app/ui/Modal';
import { FilledText } from '../../../shared/text/FilledText';
import { STOREFRONT_SHOP_CART_TEXT } from '../../../../schemas/uiText/storefront/shop/cart';
import { money } from '../../../shared/text/language';
import { passageLang } from '../../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/shop/cart.ts). */
const TEXT = STOREFRONT_SHOP_CART_TEXT.cartDialogs;

export interface RemoveDialogProps { line: CartLineRef; busy: boolean; onConfirm: () => void; onCancel: () => void }

export function RemoveDialog({ line, busy, onConfirm, onCancel }: RemoveDialogProps) {
  return (
    <Modal title={TEXT.removePlan} onClose={onCancel}>
      <p>{MESSAGES.cartRemoveConfirm.replace('{plan}', line.plan_name ?? TEXT.thisPlan)}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>{TEXT.no}</button>
        <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={busy}>{TEXT.yes}</button>
      </div>
    </Modal>
  );
}

/** The decline button's text of a popup by the offered plan's category. */
export function declineText(category: string): string {
  if (category === 'term_life') return MESSAGES.cartTermLifeDecline;
  return category === 'vision' || category === 'dental' ? MESSAGES.cartBundleDecline : TEXT.noThankYou;
}

export interface UpsellDialogProps { popup: UpsellPopup; busy: boolean; error: string | null; onAdd: () => void; onDecline: () => void }

export function UpsellDialog({ popup, busy, error, onAdd, onDecline }: UpsellDialogProps) {
  return (
    // The offer's title and texts are the store's content: in the page's language when translated, else marked with theirs.
    <Modal title={popup.pop_up_title} titleLang={passageLang(popup.content_lang)} onClose={onDecline}>
      <p lang={passageLang(popup.content_lang)}>{popup.pop_up_header}</p>
      <p className="upsell__price"><FilledText text={TEXT.onlyPerMonth} values={{ price: <strong>{money(popup.plan_price)}</strong> }} /></p>
      {popup.pop_up_link && (
        <p>{popup.pop_up_link_description
          ? <a href={popup.pop_up_link} lang={passageLang(popup.content_lang)}>{popup.pop_up_link_description}</a>
          : <a href={popup.pop_up_link}>{TEXT.seeThePlanDetails}</a>}</p>
      )}
      {error && <p className="alert alert--error" role="alert">{say(error)}</p>}
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onDecline} disabled={busy}>{declineText(popup.plan_category)}</button>
        <button type="button" className="btn btn--primary" onClick={onAdd} disabled={busy}>{MESSAGES.cartUpsellAdd}</button>
      </div>
    </Modal>
  );
}

export interface ConfirmationDialogProps { onChoose: (type: CheckoutType) => void; onBack: () => void }

export function ConfirmationDialog({ onChoose, onBack }: ConfirmationDialogProps) {
  return (
    <Modal title={TEXT.whoCompletesThisEnrollment} onClose={onBack}>
      <p>{TEXT.fillInTheEnrollmentYourself}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>{MESSAGES.cartBackToCart}</button>
        <button type="button" className="btn btn--primary" onClick={() => onChoose('applicant')}>{MESSAGES.cartMemberEnrollment}</button>
        <button type="button" className="btn btn--primary" onClick={() => onChoose('rep')}>{MESSAGES.cartRepEnrollment}</button>
      </div>
    </Modal>
  );
}
