import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentTextsData } from '../../../schemas/api/adminTypes';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { ApiFieldErrors } from '../../../src/api/client';
import { ContentTexts } from '../../../src/studio/content/ContentTexts';
import { shortText } from '../../../src/studio/content/placeWords';
import { Announcer } from '../../../src/studio/shell/announce';

const THANKS = 'Thank you! {Rep} will contact you soon.';
const SUMMARY = 'Doctor visits, hospital stays and prescriptions with a $1,500 deductible.';

const DATA: ContentTextsData = {
  texts: [
    { source: THANKS, key: 'a'.repeat(64), translation: null, uses: 1, places: [{ table: 'assist_questions', column: 'question', keys: { id: 5 } }] },
    { source: SUMMARY, key: 'b'.repeat(64), translation: 'Consultas médicas, internaciones y recetas con un deducible de $1,500.', uses: 12, places: [{ table: 'plans', column: 'short_text', keys: { id: 301, name: 'Summit Health Basic' } }] },
  ],
  total: 2, all: 2, missing: 1, offset: 0, limit: 50,
};

const counts = (missing: number) => T.contentCounts.replace('{all}', '2').replace('{missing}', String(missing));
const spanishOf = (text: string) => screen.getByLabelText(T.contentSpanishOf.replace('{text}', shortText(text)));
const rowOf = (english: string) => screen.getByText(english).closest('li') as HTMLElement;
const announcer = () => screen.getByTestId('studio-announcer');

function renderTexts(write: (body: { source: string; translation: string }) => Promise<unknown>, readOnly = false) {
  render(<Announcer><ContentTexts data={DATA} readOnly={readOnly} write={write} /></Announcer>);
  return userEvent.setup();
}

describe('the studio\'s content translations', () => {
  it('shows each text\'s English (lang en) beside its Spanish (lang es), where it is used, and what is missing', () => {
    renderTexts(async () => undefined);
    expect(screen.getByText(counts(1))).toBeTruthy();
    expect(screen.getByText(SUMMARY).getAttribute('lang')).toBe('en');
    expect(spanishOf(THANKS).getAttribute('lang')).toBe('es');
    expect((spanishOf(SUMMARY) as HTMLTextAreaElement).value).toMatch(/^Consultas/);
    expect(within(rowOf(THANKS)).getByText(T.contentMissing)).toBeTruthy();
    expect(within(rowOf(SUMMARY)).queryByText(T.contentMissing)).toBeNull();
    expect(rowOf(SUMMARY).textContent).toContain('plans.short_text · id 301 · name Summit Health Basic');
    expect(rowOf(SUMMARY).textContent).toContain(T.contentMoreUses.replace('{count}', '11'));
  });

  it('saves a text\'s Spanish, says so, and counts it no longer missing', async () => {
    const written: unknown[] = [];
    const user = renderTexts(async (body) => written.push(body));
    await user.type(spanishOf(THANKS), '¡Gracias! {{Rep} se comunicará con usted pronto.');
    await user.click(within(rowOf(THANKS)).getByRole('button', { name: T.contentSave }));
    expect(written).toEqual([{ source: THANKS, translation: '¡Gracias! {Rep} se comunicará con usted pronto.' }]);
    expect(await within(rowOf(THANKS)).findByText(T.contentSaved)).toBeTruthy();
    expect(announcer().textContent).toBe(T.contentSavedOf.replace('{text}', THANKS));
    expect(screen.getByText(counts(0))).toBeTruthy();
    expect(within(rowOf(THANKS)).queryByText(T.contentMissing)).toBeNull();
  });

  it('checks before sending: an empty Spanish or a lost placeholder is said at the text area, which keeps the focus', async () => {
    const written: unknown[] = [];
    const user = renderTexts(async (body) => written.push(body));
    const save = within(rowOf(THANKS)).getByRole('button', { name: T.contentSave });
    await user.click(save);
    expect(spanishOf(THANKS).getAttribute('aria-invalid')).toBe('true');
    expect(spanishOf(THANKS).getAttribute('aria-describedby')).toContain('-error');
    expect(within(rowOf(THANKS)).getByText(MESSAGES.contentTranslationEmpty)).toBeTruthy();
    expect(document.activeElement).toBe(spanishOf(THANKS));
    await user.type(spanishOf(THANKS), '¡Gracias!');
    await user.click(save);
    expect(within(rowOf(THANKS)).getByText(MESSAGES.contentTranslationPlaceholders)).toBeTruthy();
    expect(written).toEqual([]);
  });

  it('shows the server\'s refusal: a text no longer used at the row, a failure to try again', async () => {
    let answer: Error = new ApiFieldErrors(422, [{ target_element: 'source', error_message: MESSAGES.contentSourceUnknown }]);
    const user = renderTexts(async () => {
      throw answer;
    });
    await user.clear(spanishOf(SUMMARY));
    await user.type(spanishOf(SUMMARY), 'Consultas y recetas.');
    await user.click(within(rowOf(SUMMARY)).getByRole('button', { name: T.contentSave }));
    expect(await within(rowOf(SUMMARY)).findByText(MESSAGES.contentSourceUnknown)).toBeTruthy();
    expect(announcer().textContent).toContain(MESSAGES.contentSourceUnknown);
    answer = new ApiFieldErrors(0, []);
    await user.click(within(rowOf(SUMMARY)).getByRole('button', { name: T.contentSave }));
    expect(await within(rowOf(SUMMARY)).findByText(T.contentSaveFailed)).toBeTruthy();
  });

  it('shows the list as read again: another staff member\'s Spanish, and the counts as the server gives them', async () => {
    const write = async () => undefined;
    const { rerender } = render(<Announcer><ContentTexts data={DATA} readOnly={false} write={write} /></Announcer>);
    const user = userEvent.setup();
    await user.type(spanishOf(THANKS), '¡Gracias! {{Rep} le llamará.');
    await user.click(within(rowOf(THANKS)).getByRole('button', { name: T.contentSave }));
    expect(await screen.findByText(counts(0))).toBeTruthy();
    const theirs = '¡Gracias! {Rep} se comunicará con usted pronto.';
    const again: ContentTextsData = { ...DATA, missing: 0, texts: [{ ...DATA.texts[0], translation: theirs }, DATA.texts[1]] };
    rerender(<Announcer><ContentTexts data={again} readOnly={false} write={write} /></Announcer>);
    expect((spanishOf(THANKS) as HTMLTextAreaElement).value).toBe(theirs);
    expect(screen.getByText(counts(0))).toBeTruthy();
  });

  it('offers no save to a reader without the author or publisher role', () => {
    renderTexts(async () => undefined, true);
    expect(screen.queryByRole('button', { name: T.contentSave })).toBeNull();
    expect((spanishOf(THANKS) as HTMLTextAreaElement).readOnly).toBe(true);
  });
});
