import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkLayer, missingTranslationErrors, resolveForm } from '../../../adapters';
import { setTranslation } from '../../../machines/studio';
import { CATALOG } from '../../../schemas/catalog';
import type { FormLayer } from '../../../schemas/forms/definition';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { CheckList } from '../../../src/studio/editor/CheckList';
import { translationInputId, TranslationsPanel } from '../../../src/studio/editor/TranslationsPanel';

const catalog = CATALOG.contact_info;
const below = resolveForm(catalog, []);

const DRAFT: FormLayer = {
  fields: {
    contact_time: { widget: 'select', label: 'Best time to call', choices: [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }] },
  },
  messages: { required: 'Please answer this' },
};

/** The panel over a draft that follows its edits as the editor's machine does, checked as typed with the server's check; Check's list beside it. */
function Harness({ start = DRAFT }: { start?: FormLayer }) {
  const [layer, setLayer] = useState<FormLayer>(start);
  const [open, setOpen] = useState(false);
  const goTo = (path: string) => {
    setOpen(true);
    // The editor focuses once the panel rendered; here the next frame does.
    requestAnimationFrame(() => document.getElementById(translationInputId(path))?.focus());
  };
  return (
    <>
      <CheckList problems={missingTranslationErrors(layer)} onGo={() => undefined} onGoTranslation={goTo} />
      <TranslationsPanel content={layer} errors={checkLayer(catalog, below, layer)} readOnly={false} open={open} onToggle={() => setOpen((o) => !o)} onGo={goTo}
        onSet={(place, text) => setLayer((l) => setTranslation(l, 'es', place, text))} />
    </>
  );
}

const panel = () => screen.getByRole('region', { name: new RegExp(T.translationsTitle) });
const missingCount = (count: number) => T.translationsMissingCount.replace('{count}', String(count));

describe('the translation view', () => {
  it('counts the texts without Spanish and lists each; a link opens the view at its input', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    expect(within(panel()).getByText(missingCount(4))).toBeTruthy();
    const list = within(panel()).getByRole('list', { name: T.translationsMissingList });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'contact_time · Label: “Best time to call”', 'contact_time · Option am: “Morning”', 'contact_time · Option pm: “Afternoon”', 'Message · Required: “Please answer this”',
    ]);
    await user.click(within(list).getByRole('button', { name: /Option pm/ }));
    const input = await screen.findByLabelText(`${T.translationSpanishOf} contact_time · ${T.placeOption} pm`);
    await expect.poll(() => document.activeElement).toBe(input);
    expect(screen.getByRole('button', { name: T.translationsHide }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows each text\'s English beside an editable, labelled Spanish input, and the count follows the typing', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.translationsShow }));
    const label = screen.getByLabelText(`${T.translationSpanishOf} contact_time · ${T.label}`) as HTMLInputElement;
    expect(label.lang).toBe('es');
    // The English it translates describes the input.
    expect(document.getElementById(label.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Best time to call');
    await user.type(label, 'Mejor hora para llamar');
    expect(within(panel()).getByText(missingCount(3))).toBeTruthy();
    // Keyboard only: Tab goes to the next text's Spanish.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(`${T.translationSpanishOf} contact_time · ${T.placeOption} am`));
    await user.keyboard('Mañana');
    await user.tab();
    await user.keyboard('Tarde');
    await user.tab();
    await user.keyboard('Por favor, responda esto');
    expect(within(panel()).getByText(T.translationsComplete)).toBeTruthy();
    expect(within(panel()).queryByRole('list', { name: T.translationsMissingList })).toBeNull();
    // Check lists nothing missing any more.
    expect(screen.getByText(T.checkClean)).toBeTruthy();
  });

  it('says at the input what the check refuses in a message\'s Spanish', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: T.translationsShow }));
    const message = screen.getByLabelText(`${T.translationSpanishOf} Message · Required`);
    await user.type(message, 'Responda <b>esto</b>');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')).toContain('-error');
    expect(within(message.closest('li') as HTMLElement).getByText(MESSAGES.formMessagePlainText)).toBeTruthy();
  });

  it('Check\'s missing translations link to their input', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: new RegExp(`${T.translationsTitle} · contact_time · ${T.label}`) }));
    const input = await screen.findByLabelText(`${T.translationSpanishOf} contact_time · ${T.label}`);
    await expect.poll(() => document.activeElement).toBe(input);
  });

  it('a draft that sets no text has nothing to translate', () => {
    render(<Harness start={{ fields: { email_address: { required: true } } }} />);
    expect(within(panel()).getByText(T.translationsNone)).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: T.translationsShow })).toBeNull();
  });
});
