/**
 * The store's pictures (issue 17 point 5, docs/pictures.md) as a screen reader meets them: a
 * carrier's logo is named by the carrier (its name also readable beside the category); the
 * store's own illustrations (categories, review tiles, receipt, the rep's portrait placeholder)
 * are decoration, hidden from assistive tech; a site's own picture still wins over them.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { REVIEW_TILES } from '../../../machines/reviewTiles';
import { FIXTURE_RECEIPT } from '../../../stories/fixtures/review';
import { ReceiptCard } from '../../../src/enrollment/receipt/ReceiptCard';
import { ReviewTiles } from '../../../src/enrollment/review/ReviewTiles';
import { Picture } from '../../../src/shared/pictures/Picture';
import { categoryPicture } from '../../../src/shared/pictures/pictureNames';
import { WelcomeBody } from '../../../src/storefront/landing/SiteWelcome';
import { PlanCard } from '../../../src/storefront/shop/common/PlanCard';
import type { AgentLandingData } from '../../../src/api/getAgentLandingPageInfo';

const ACCIDENT = {
  plan_id: 1801, plan_name: 'Everyday Accident Plan', plan_category: 'accident', carrier: 'Midwest Mutual',
  plan_logo: '/pictures/carriers/midwest-mutual.svg', plan_short_text: 'Cash benefits after an accident.',
};

/** What a picture draws from the sprite. */
const drawn = (svg: Element | null | undefined) => svg?.querySelector('use')?.getAttribute('href');

describe('Picture', () => {
  it('is named when it tells something, and hidden from assistive tech when it only decorates', () => {
    render(<><Picture name="icon-billing" label="Billing" /><Picture name="receipt" /></>);
    expect(drawn(screen.getByRole('img', { name: 'Billing' }))).toBe('/pictures/store.svg#icon-billing');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const hidden = document.querySelector('svg[aria-hidden="true"]');
    expect(drawn(hidden)).toBe('/pictures/store.svg#receipt');
    // Its box is known before the sprite arrives: nothing moves when it does.
    expect([hidden?.getAttribute('width'), hidden?.getAttribute('height'), hidden?.getAttribute('viewBox')]).toEqual(['240', '140', '0 0 240 140']);
  });

  it('draws each category of its own, and a plain plan picture for a category it does not know', () => {
    expect(categoryPicture('pet')).toBe('category-pet');
    expect(categoryPicture('long_term_care')).toBe('category-plan');
  });
});

describe('a plan card', () => {
  it("names the carrier's logo by the carrier, and shows the carrier's name beside the category", () => {
    render(<MemoryRouter><PlanCard plan={ACCIDENT} /></MemoryRouter>);
    const card = within(screen.getByRole('article'));
    expect(card.getByRole('img', { name: 'Midwest Mutual' }).getAttribute('src')).toBe(ACCIDENT.plan_logo);
    expect(card.getByText('Accident Plans · Midwest Mutual')).toBeTruthy();
    expect(card.queryByText('MM')).toBeNull();
  });
});

describe('the review tiles and the receipt', () => {
  it("draw the store's icon, hidden, where the site sets no picture, and the site's own picture where it does", () => {
    const tiles = REVIEW_TILES.filter((tile) => tile.tab === 'primary_info' || tile.tab === 'billing_info');
    render(<ReviewTiles tiles={tiles} images={{ review_tile_7: '/site/billing.png' }} onView={() => undefined} />);
    expect(screen.queryAllByRole('img')).toHaveLength(0); // the site's picture is decorative too (alt "")
    expect(drawn(document.querySelector('.review-tile__image svg[aria-hidden="true"]'))).toBe('/pictures/store.svg#icon-person');
    expect(document.querySelector('img.review-tile__image')?.getAttribute('src')).toBe('/site/billing.png');
  });

  it("shows the receipt's picture as decoration, before the greeting", () => {
    render(<ReceiptCard receipt={FIXTURE_RECEIPT} image={null} home={null} />);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(drawn(document.querySelector('svg.receipt__image[aria-hidden="true"]'))).toBe('/pictures/store.svg#receipt');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dear Jamie Fischer, Thank you');
  });
});

describe("a rep's welcome", () => {
  const landing = {
    display_name: 'Jordan Avery', display_about_name: '', display_phone: '', display_email: '', tagline: '', agent_bio: '', image: '',
  } as unknown as AgentLandingData;

  it("names the rep's photo by the rep, and shows an intended, hidden placeholder when there is none", () => {
    const { rerender } = render(<MemoryRouter><WelcomeBody owner="agent" landing={{ ...landing, image: '/pictures/portrait.svg' }} siteName="Benefit Store" /></MemoryRouter>);
    expect(screen.getByRole('img', { name: 'Jordan Avery' }).getAttribute('src')).toBe('/pictures/portrait.svg');
    rerender(<MemoryRouter><WelcomeBody owner="agent" landing={landing} siteName="Benefit Store" /></MemoryRouter>);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(drawn(document.querySelector('svg.site-welcome__image[aria-hidden="true"]'))).toBe('/pictures/store.svg#portrait');
  });
});
