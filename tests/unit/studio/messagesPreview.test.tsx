import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES_ONLY_FORMS } from '../../../schemas/forms/formMessages';
import { MESSAGE_PLACES } from '../../../schemas/forms/messagePlaces';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { MessagesPreview } from '../../../src/studio/preview/MessagesPreview';

const UNKNOWN_PLAN = 'We could not find this plan';
const PORTAL_EMPTY = 'Nothing in your cart yet';

/** The place (a region named by its heading) holding `text`. */
const placeOf = (text: string) => screen.getAllByText(text)[0].closest('section') as HTMLElement;

describe('the preview of a messages-only form', () => {
  it('places every registered message of each messages form somewhere a visitor meets it, and only those', () => {
    for (const [form, keys] of Object.entries(MESSAGES_ONLY_FORMS)) {
      const placed = new Set(MESSAGE_PLACES[form].flatMap((place) => place.keys));
      expect(keys.filter((key) => !placed.has(key))).toEqual([]);
      expect([...placed].filter((key) => !keys.includes(key))).toEqual([]);
      for (const { place } of MESSAGE_PLACES[form]) expect(T[place]).toBeTruthy();
    }
  });

  it('shows each storefront message in the draft\'s words under its place, the draft\'s changes marked in words', () => {
    render(<MessagesPreview formName="storefront_messages"
      resolved={{ messages: { pricingPlanUnknown: UNKNOWN_PLAN, cartEmpty: PORTAL_EMPTY } }}
      content={{ fields: {}, messages: { pricingPlanUnknown: UNKNOWN_PLAN } }} />);
    // The draft's override, under Plan detail, marked as this draft's change.
    const detail = placeOf(UNKNOWN_PLAN);
    expect(within(detail).getByRole('heading', { level: 3 }).textContent).toBe(T.placePlanDetail);
    expect(within(screen.getByText(UNKNOWN_PLAN).closest('li') as HTMLElement).getByText(T.messagesPreviewChanged)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.pricingPlanUnknown)).toBeNull();
    // A layer below's override shows in its words, not marked as this draft's.
    const empty = screen.getByText(PORTAL_EMPTY).closest('li') as HTMLElement;
    expect(within(placeOf(PORTAL_EMPTY)).getByRole('heading', { level: 3 }).textContent).toBe(T.placeCart);
    expect(within(empty).queryByText(T.messagesPreviewChanged)).toBeNull();
    // The rest say the catalog's text; no form, no inputs.
    expect(screen.getAllByText(MESSAGES.plansShown).length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByText(T.messagesPreviewChanged)).toHaveLength(1);
  });

  it('lists the wizard\'s messages under the wizard\'s places, and an override no place lists last', () => {
    render(<MessagesPreview formName="wizard_messages" resolved={{ messages: { saveLaterPrompt: 'Your e-mail, please', legacyKey: 'An old override' } }}
      content={{ fields: {}, messages: { saveLaterPrompt: 'Your e-mail, please' } }} />);
    expect(within(placeOf('Your e-mail, please')).getByRole('heading', { level: 3 }).textContent).toBe(T.placeSaveLater);
    expect(within(placeOf('An old override')).getByRole('heading', { level: 3 }).textContent).toBe(T.messagesPreviewOther);
    expect(screen.getAllByText(MESSAGES.sessionWarningTitle).length).toBe(1);
  });
});
