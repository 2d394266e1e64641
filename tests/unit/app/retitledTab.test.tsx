/**
 * A spec tab a form definition retitled (get-dynamic-tabs' `title`, docs/forms-as-data.md "Tabs
 * as data") is titled so everywhere the enrollee meets it: the step list, the page heading and
 * the review tile (with its View Details); a tab nobody retitled keeps the spec's own texts.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { reviewTiles } from '../../../machines/reviewTiles';
import { buildNavArray } from '../../../machines/wizardNavigation';
import type { DynamicTab } from '../../../schemas/api/types';
import { ReviewTiles } from '../../../src/enrollment/review/ReviewTiles';
import { StepShell } from '../../../src/enrollment/StepShell';

const TABS: DynamicTab[] = [
  { tab_name: 'primary_info', order: 0, required: true },
  { tab_name: 'contact_info', order: 1, required: true, title: 'How to reach you' },
  { tab_name: 'billing_info', order: 2, required: true },
];
const NAV = buildNavArray(TABS);

/** A step's frame as the wizard shows it for `tab`, with its spec heading. */
function shell(tab: 'primary_info' | 'contact_info', title: string) {
  return render(
    <MemoryRouter>
      <StepShell tab={tab} title={title} navArray={NAV} messages={[]} onSessionEnd={() => undefined} busy={false} onBack={() => undefined} next={{ onClick: () => undefined }}>
        <p>body</p>
      </StepShell>
    </MemoryRouter>,
  );
}

describe('a retitled spec tab', () => {
  it('has its title as the page heading, beside it in the step list', () => {
    shell('contact_info', 'Contact Information');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How to reach you');
    expect(screen.queryByText('Contact Information')).toBeNull();
  });

  it('leaves the heading of a tab nobody retitled as the spec writes it', () => {
    shell('primary_info', 'Personal Information');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personal Information');
  });

  it('labels its review tile and View Details with its title; the others keep the spec labels', () => {
    render(<ReviewTiles tiles={reviewTiles(NAV)} images={{}} onView={() => undefined} />);
    const labels = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(labels).toEqual(['Personal Info', 'How to reach you', 'Billing Info', 'Agreement & Signature']);
    expect(screen.getByRole('button', { name: /How to reach you/ })).toBeTruthy();
  });
});
