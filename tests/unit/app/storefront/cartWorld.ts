/** The cart page's fake answers: the journey's cart (a medical and a dental plan), the effective dates and the upsell popups. */
import type { PlanCartData } from '../../../../src/api/getPlanCart';

export const CART_TEMP_ID = '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
export const DATES = ['12/01/2026', '01/01/2027', '02/01/2027'];

const line = (plan_id: number, plan_pricing_id: number, plan_name: string, price: string, extra: Partial<PlanCartData['result'][number]> = {}) => ({
  plan_id, plan_pricing_id, plan_name, plan_logo: '', price, removable: true, plan_type: 'standard', ...extra,
});

export const MEDICAL = line(301, 3011, 'Prairie Medical Essentials', '412.50');
export const DENTAL = line(401, 4011, 'BrightSmile Dental Plus', '38.20');

/** get-plan-cart's answer for these lines (no one-time fees). */
export function cartOf(...lines: ReturnType<typeof line>[]): PlanCartData {
  const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.price) * 100), 0);
  const total = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return { result: lines, initial_month_cost: total, recurring_month_cost: total };
}

type CartLine = ReturnType<typeof line>;

/**
 * A cart the fake network holds as the server would: its reads answer the lines held now, and
 * remove-plan-from-cart takes one out. `add` puts a line in (what add-plan-to-cart does).
 */
export function liveCart(lines: readonly CartLine[]) {
  let cart = [...lines];
  return {
    lines: (): readonly CartLine[] => cart,
    add: (added: CartLine) => { cart = [...cart, added]; },
    routes: {
      'get-plan-cart': () => ({ data: { ...cartOf(...cart), riders: [] } }),
      'get-cart-count': () => ({ data: { result: cart.length } }),
      'get-cart-amount': () => ({ data: { result: cartOf(...cart).recurring_month_cost } }),
      'remove-plan-from-cart': (url: URL) => {
        cart = cart.filter((l) => String(l.plan_id) !== url.searchParams.get('plan_id'));
        return { data: cartOf(...cart) };
      },
    },
  };
}

const popup = (plan_category: string, plan_id: number, ppid: number, title: string, price: string, bundle: [number, number] | null = null) => ({
  plan_category, pop_up_display: true, pop_up_title: title, pop_up_header: `${title}: the offer.`, pop_up_link: '', pop_up_link_description: '',
  plan_price: price, plan_id, ppid, plan_id_1: bundle?.[0] ?? null, plan_pricing_id_1: bundle?.[1] ?? null,
});

export const TERM_POPUP = popup('term_life', 1501, 15012, 'Add term life before you check out', '23.80');
export const BUNDLE_POPUP = popup('vision', 501, 5011, 'Complete your cover with vision and dental', '12.50');
export const SUGGESTED = [
  { plan_id: 1501, plan_pricing_id: 15012, plan_name: 'Prairie Term Life 100k', price: '23.80', plan_logo: '' },
  { plan_id: 501, plan_pricing_id: 5011, plan_name: 'ClearView Vision', price: '12.50', plan_logo: '' },
];
export const NAV_TABS = { result: [{ tab_name: 'primary_info', order: 1, required: true }, { tab_name: 'contact_info', order: 2, required: true }] };

/** get-plan-detail of the medical plan. */
export const MEDICAL_DETAIL = {
  plan: {
    plan_id: 301, plan_name: MEDICAL.plan_name, plan_type: 'standard', plan_category: 'medical', category_name: 'Medical Plans', plan_logo: '',
    plan_short_text: 'Doctor visits and hospital cover.', carrier: 'Prairie Health', requires_membership: false, is_prudential_plan: false, admin_fee_percent: 0,
  },
  plan_desc: {
    header_text: 'Everyday medical cover', body_text: 'Covers visits.\nCovers stays.', blueBarText: '', association_text: '',
    exclusions_text_name: '', exclusions_text: '', example_text_name: '', example_text: '', faq_text_name: '', faq_text: '',
  },
};
