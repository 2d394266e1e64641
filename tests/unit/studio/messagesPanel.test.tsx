import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyLayer, checkLayer } from '../../../adapters';
import { CATALOG } from '../../../schemas/catalog';
import type { FormLayer, ResolvedForm } from '../../../schemas/forms/definition';
import { formMessageKeys } from '../../../schemas/forms/formMessages';
import { MESSAGES } from '../../../schemas/messages';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { CheckList } from '../../../src/studio/editor/CheckList';
import { MessagesPanel } from '../../../src/studio/editor/MessagesPanel';
import { setMessage } from '../../../machines/studio';

const catalog = CATALOG.beneficiary_info;
/** What is below a group's draft: the portal overrides the most-beneficiaries message. */
const below: ResolvedForm = applyLayer(catalog, { fields: [], messages: {}, messagesFrom: {} }, { layer: 'portal', content: { fields: {}, messages: { beneficiaryMax: 'At most 3 beneficiaries' } } });

/** The panel over a draft layer that follows its edits as the editor's machine does, checked as typed with the server's check. */
function Harness({ start = { fields: {} } }: { start?: FormLayer }) {
  const [layer, setLayer] = useState<FormLayer>(start);
  return (
    <MessagesPanel keys={formMessageKeys('beneficiary_info', catalog)} own={layer.messages} below={below.messages} belowFrom={below.messagesFrom} layer="group"
      errors={checkLayer(catalog, below, layer)} readOnly={false} onSet={(key, text) => setLayer((l) => setMessage(l, key, text))} />
  );
}

const inputOf = (words: string) => screen.getByLabelText(words) as HTMLInputElement;
const rowOf = (words: string) => inputOf(words).closest('li') as HTMLElement;
const description = (input: HTMLElement) => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' | ');

describe('the messages panel', () => {
  it('lists each message the form can say, labelled in words, with its text, its layer and its default', () => {
    render(<Harness />);
    expect(inputOf('Required').value).toBe(MESSAGES.required);
    expect(within(rowOf('Required')).getByText('Default')).toBeTruthy();
    // The portal's text shows through, marked with the portal's layer; the catalog's text is its default.
    expect(inputOf('Beneficiary max').value).toBe('At most 3 beneficiaries');
    expect(within(rowOf('Beneficiary max')).getByText('Portal')).toBeTruthy();
    expect(description(inputOf('Beneficiary max'))).toContain(MESSAGES.beneficiaryMax);
    // A message with a placeholder says which it must keep.
    expect(description(inputOf('Beneficiary total'))).toContain('{total}');
    expect(screen.queryByRole('button', { name: `${T.messageReset}: Required` })).toBeNull();
  });

  it('overrides a message as typed, says at the input what the check refuses, and resets it to default', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const total = inputOf('Beneficiary total');
    await user.clear(total);
    // Empty: the server's check's message, at the input.
    expect(total.getAttribute('aria-invalid')).toBe('true');
    expect(description(total)).toContain(MESSAGES.formMessageEmpty);
    await user.type(total, 'Totals must be 100%');
    expect(description(total)).toContain(MESSAGES.formMessagePlaceholders);
    // Typed braces are special to user-event: {{ is one brace.
    await user.type(total, ' (now {{total}%)');
    expect(total.value).toBe('Totals must be 100% (now {total}%)');
    expect(total.getAttribute('aria-invalid')).toBeNull();
    expect(within(rowOf('Beneficiary total')).getByText('Group')).toBeTruthy();
    // Inventing a placeholder is refused too.
    await user.type(inputOf('Required'), ' {{name}');
    expect(description(inputOf('Required'))).toContain(MESSAGES.formMessagePlaceholders);
    await user.click(screen.getByRole('button', { name: `${T.messageReset}: Required` }));
    expect(inputOf('Required').value).toBe(MESSAGES.required);
    expect(inputOf('Required').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('button', { name: `${T.messageReset}: Required` })).toBeNull();
  });

  it('is where Check\'s problem of a message leads', async () => {
    const onGoMessage = vi.fn<(key: string) => void>();
    render(<CheckList problems={[{ target_element: 'messages.beneficiaryTotal', error_message: MESSAGES.formMessagePlaceholders }]} onGo={vi.fn<(field: string, prop: string) => void>()} onGoMessage={onGoMessage} />);
    await userEvent.setup().click(screen.getByRole('button', { name: `${T.messagesTitle} · Beneficiary total: ${MESSAGES.formMessagePlaceholders}` }));
    expect(onGoMessage).toHaveBeenCalledWith('beneficiaryTotal');
  });
});
