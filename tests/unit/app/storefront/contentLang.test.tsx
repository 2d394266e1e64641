/**
 * The store's content on a page (issue 18): a passage arrives in the page's language when the store
 * has its translation, else in English, and only a passage in another language than the page's
 * carries its own `lang` (WCAG 3.1.2): a plan card's short text, an upsell popup, an add's refusal.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { showLanguage } from '../../../../schemas/i18n/localizable';
import type { UpsellPopup } from '../../../../machines/storefront/checkout';
import { UpsellDialog } from '../../../../src/storefront/shop/cart/CartDialogs';
import { PlanCard } from '../../../../src/storefront/shop/common/PlanCard';
import { AddErrors } from '../../../../src/storefront/shop/detail/AddNotices';

afterEach(() => showLanguage('en'));

const card = (plan_short_text: string, content_lang?: string) => render(
  <PlanCard plan={{ plan_id: 401, plan_name: 'BrightSmile Dental Plus', plan_logo: '', plan_short_text, content_lang }} onMoreInfo={() => undefined} />,
);

test('a Spanish page marks a plan\'s short text only when it came in English', () => {
  showLanguage('es');
  card('Limpiezas dos veces al año sin costo.', 'es');
  expect(screen.getByText('Limpiezas dos veces al año sin costo.').getAttribute('lang')).toBeNull();
  card('Cleanings twice a year at no cost.', 'en');
  expect(screen.getByText('Cleanings twice a year at no cost.').getAttribute('lang')).toBe('en');
});

test('an English page marks nothing of its English content, and takes content that does not say as English', () => {
  card('Cleanings twice a year at no cost.', 'en');
  expect(screen.getByText('Cleanings twice a year at no cost.').getAttribute('lang')).toBeNull();
  card('Braces for the whole family.');
  expect(screen.getByText('Braces for the whole family.').getAttribute('lang')).toBeNull();
});

const POPUP: UpsellPopup = {
  plan_category: 'term_life', pop_up_display: true, pop_up_title: 'Add term life before you check out', pop_up_header: 'Issued without medical questions.',
  pop_up_link: '', pop_up_link_description: '', plan_price: '23.80', plan_id: 1501, ppid: 15012, plan_id_1: null, plan_pricing_id_1: null, content_lang: 'en',
};

test('an upsell popup in English on a Spanish page is marked English, title and text; in Spanish, not at all', () => {
  showLanguage('es');
  const { unmount } = render(<UpsellDialog popup={POPUP} busy={false} error={null} onAdd={() => undefined} onDecline={() => undefined} />);
  expect(screen.getByRole('dialog', { name: POPUP.pop_up_title })).toBeTruthy();
  expect(screen.getByText(POPUP.pop_up_title).closest('[lang]')?.getAttribute('lang')).toBe('en');
  expect(screen.getByText(POPUP.pop_up_header).getAttribute('lang')).toBe('en');
  unmount();
  const spanish = { ...POPUP, pop_up_title: 'Agregue un seguro de vida a plazo', pop_up_header: 'Se emite sin preguntas médicas.', content_lang: 'es' };
  render(<UpsellDialog popup={spanish} busy={false} error={null} onAdd={() => undefined} onDecline={() => undefined} />);
  expect(screen.getByText(spanish.pop_up_header).getAttribute('lang')).toBeNull();
  expect(screen.getByText(spanish.pop_up_title).closest('[lang="en"]')).toBeNull();
});

test('a blackout\'s text that came in English is marked on a Spanish page', () => {
  showLanguage('es');
  render(<AddErrors errors={['This plan cannot be added now.']} lang="en" />);
  expect(screen.getByRole('alert').querySelector('p')?.getAttribute('lang')).toBe('en');
});
