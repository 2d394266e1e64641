import { describe, expect, it } from 'vitest';
import { buildNavArray, nextEntry, previousPath } from '../../../machines/wizardNavigation';
import { reviewTiles } from '../../../machines/reviewTiles';
import type { DynamicTab } from '../../../schemas/api/types';

const SERVER_TABS: DynamicTab[] = [
  { tab_name: 'review_info', order: 10, required: true },
  { tab_name: 'employer_info', order: 3, required: true },
  { tab_name: 'beneficiary_info', order: 4, required: false },
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'contact_info', order: 2, required: true },
];

describe('buildNavArray', () => {
  it('places a tab staff added at its own route and follows a retitled spec tab', () => {
    const tabs: DynamicTab[] = [
      { tab_name: 'primary_info', order: 0, required: true },
      { tab_name: 'contact_info', order: 1, required: true, title: 'How to reach you' },
      { tab_name: 'additional_info', order: 2, required: true, title: 'Additional Information', slug: 'additional_info' },
      { tab_name: 'no_slug_tab', order: 3, required: true, title: 'Broken' },
      { tab_name: 'review_info', order: 4, required: true },
    ];
    const nav = buildNavArray(tabs);
    expect(nav.map((e) => [e.tab_name, e.title, e.path])).toEqual([
      ['primary_info', 'Personal Information', '/enrollment/personal-info'],
      ['contact_info', 'How to reach you', '/enrollment/contact-info'],
      ['additional_info', 'Additional Information', '/enrollment/tab/additional_info'],
      ['review_info', 'Review & Confirmation', '/enrollment/review-confirm'],
    ]);
    expect(nextEntry(nav, 'contact_info')?.path).toBe('/enrollment/tab/additional_info');
    expect(previousPath(nav, 'review_info')).toBe('/enrollment/tab/additional_info');
    expect(reviewTiles(nav).map((tile) => [tile.tab, tile.label, tile.path])).toContainEqual(['additional_info', 'Additional Information', '/enrollment/tab/additional_info']);
  });

  it('keeps required tabs sorted by order with their title, route and path', () => {
    expect(buildNavArray(SERVER_TABS)).toEqual([
      { tab_name: 'primary_info', title: 'Personal Information', route: 'personal-information', path: '/enrollment/personal-info' },
      { tab_name: 'contact_info', title: 'Contact Information', route: 'contact-information', path: '/enrollment/contact-info' },
      { tab_name: 'employer_info', title: 'Employer Information', route: 'employer-information', path: '/enrollment/employer-info' },
      { tab_name: 'review_info', title: 'Review & Confirmation', route: 'review-confirm', path: '/enrollment/review-confirm' },
    ]);
  });

  it('keeps the server order for equal orders and skips unknown or repeated tabs', () => {
    const tabs = [
      { tab_name: 'contact_info', order: 1, required: true },
      { tab_name: 'primary_info', order: 1, required: true },
      { tab_name: 'mystery_info', order: 0, required: true },
      { tab_name: 'contact_info', order: 5, required: true },
    ] as unknown as DynamicTab[];
    expect(buildNavArray(tabs).map((e) => e.tab_name)).toEqual(['contact_info', 'primary_info']);
  });

  it('is empty when nothing is required', () => {
    expect(buildNavArray([{ tab_name: 'primary_info', order: 0, required: false }])).toEqual([]);
  });
});

describe('Next and Back over nav_array', () => {
  const nav = buildNavArray(SERVER_TABS);

  it('Next goes to the following entry and stops after the last', () => {
    expect(nextEntry(nav, 'primary_info')?.path).toBe('/enrollment/contact-info');
    expect(nextEntry(nav, 'employer_info')?.path).toBe('/enrollment/review-confirm');
    expect(nextEntry(nav, 'review_info')).toBeNull();
  });

  it('Next from a tab missing from the list continues with the next listed step', () => {
    expect(nextEntry(nav, 'beneficiary_info')?.path).toBe('/enrollment/review-confirm');
  });

  it('Back goes to the previous entry, and to /cart from the first tab', () => {
    expect(previousPath(nav, 'contact_info')).toBe('/enrollment/personal-info');
    expect(previousPath(nav, 'primary_info')).toBe('/cart');
    expect(previousPath([], 'primary_info')).toBe('/cart');
  });
});
