/**
 * Issue 17: a phone reads the same everywhere the store shows one, as the site header writes it
 * ('(555) 201-0001', adapters/formatters.ts phoneText): the landing's contact and the rep's card.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { RepCard } from '../../../../src/storefront/entry/RepCard';
import { WelcomeBody } from '../../../../src/storefront/landing/SiteWelcome';
import { JORDAN_LANDING } from '../../../../stories/storefront/entry/entryFixtures';

describe('phone numbers', () => {
  it("read as the header writes them in the landing's contact, with a tel: link of the digits", () => {
    render(<MemoryRouter><WelcomeBody owner="agent" landing={JORDAN_LANDING} siteName="Benefit Store" /></MemoryRouter>);
    expect(screen.getByRole('link', { name: '(555) 201-0001' }).getAttribute('href')).toBe('tel:5552010001');
    expect(screen.queryByText('5552010001')).toBeNull();
  });

  it("read the same on the rep's card", () => {
    render(<RepCard name="Jordan Avery" code="AVERY001" email="jordan.avery@example.com" phone="5552010001" />);
    expect(screen.getByText('(555) 201-0001')).toBeTruthy();
  });
});
