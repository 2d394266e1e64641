/**
 * Health's Add field (issue 15): the scope's questions are offered in a labelled select; choosing
 * one fills in the question's field name and text, and Add adds it; a question
 * that already has its field is not offered again.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldChange } from '../../../schemas/forms/definition';
import { STUDIO_MESSAGES as T } from '../../../schemas/studioMessages';
import { AddFieldForm } from '../../../src/studio/editor/AddFieldForm';

const QUESTIONS = [
  { question_id: 140, question_text: 'Have you been treated for a heart condition?' },
  { question_id: 145, question_text: 'Are you pregnant?' },
];

describe('adding a health question\'s field', () => {
  it('offers the scope\'s questions by their text and fills in the field from the one chosen (a native select, keyboard operable)', async () => {
    const onAdd = vi.fn<(name: string, change: FieldChange) => void>();
    render(<AddFieldForm taken={new Set(['question_145'])} questions={QUESTIONS} onAdd={onAdd} onCancel={vi.fn<() => void>()} />);
    const user = userEvent.setup();
    const picker = screen.getByLabelText(T.healthQuestion);
    expect(screen.getAllByRole('option', { name: QUESTIONS[0].question_text })).toHaveLength(1);
    expect(screen.queryByRole('option', { name: QUESTIONS[1].question_text })).toBeNull();
    picker.focus();
    await user.selectOptions(picker, QUESTIONS[0].question_text);
    expect(screen.getByLabelText(T.fieldName)).toHaveProperty('value', 'question_140');
    expect(screen.getByLabelText(T.label)).toHaveProperty('value', QUESTIONS[0].question_text);
    await user.click(screen.getByRole('button', { name: T.add }));
    expect(onAdd).toHaveBeenCalledWith('question_140', { widget: 'text', label: QUESTIONS[0].question_text });
  });

  it('shows no question select on a form without questions', () => {
    render(<AddFieldForm taken={new Set()} onAdd={vi.fn<(name: string, change: FieldChange) => void>()} onCancel={vi.fn<() => void>()} />);
    expect(screen.queryByLabelText(T.healthQuestion)).toBeNull();
  });
});
