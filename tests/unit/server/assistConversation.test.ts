import { describe, expect, it } from 'vitest';
import type { AssistQuestion } from '../../../domain/storefront/helpWidgetTypes';
import { MESSAGES } from '../../../schemas/messages';
import {
  answerableQuestion, checkAnswer, conversationOf, nextQuestion, scriptComplete, withRep, zipOf,
} from '../../../server/routes/assist/conversation';

const NAME: AssistQuestion = { id: 1, question: 'Hi! {rep} here. Your name?', fields: [{ name: 'name', label: 'Your name', format: 'name' }] };
const CONTACT: AssistQuestion = {
  id: 2, question: 'How can {rep} reach you?',
  fields: [{ name: 'email', label: 'E-mail', format: 'email' }, { name: 'phone', label: 'Phone', format: 'phone' }],
};
const ZIP: AssistQuestion = { id: 3, question: 'Zip?', fields: [{ name: 'zip', label: 'Zip code', format: 'zip' }] };
const CLOSING: AssistQuestion = { id: 5, question: '{Rep} will contact you.', fields: [] };
const SCRIPT = [NAME, CONTACT, ZIP, CLOSING];
const answers = (...entries: [number, string][]) => new Map(entries);

describe('the assistant script', () => {
  it("names the rep, or 'a representative' on a site without one", () => {
    expect(withRep('{Rep} will call; ask {rep}.', 'Jordan')).toBe('Jordan will call; ask Jordan.');
    expect(withRep('{Rep} will call; ask {rep}.', null)).toBe('A representative will call; ask a representative.');
  });

  it('asks the first unanswered question, then the closing statement, and knows when it is complete', () => {
    expect(nextQuestion(SCRIPT, answers())).toBe(NAME);
    expect(nextQuestion(SCRIPT, answers([1, 'Sam'], [3, '62701']))).toBe(CONTACT);
    const all = answers([1, 'Sam'], [2, 'a@b.co\n5552010002'], [3, '62701']);
    expect(nextQuestion(SCRIPT, all)).toBe(CLOSING);
    expect(scriptComplete(SCRIPT, all)).toBe(true);
    expect(scriptComplete(SCRIPT, answers([1, 'Sam']))).toBe(false);
    expect(conversationOf(SCRIPT, all, 'Jordan')).toMatchObject({
      question: { id: 5, question: 'Jordan will contact you.' },
      answer: [{ question_id: 1, question: 'Hi! Jordan here. Your name?' }, { question_id: 2 }, { question_id: 3, answer: '62701' }],
    });
    expect(zipOf(SCRIPT, all)).toBe('62701');
    expect(zipOf(SCRIPT, answers())).toBeNull();
  });

  it('takes an answer for the question asked now or one answered before, nothing else', () => {
    const some = answers([1, 'Sam']);
    expect(answerableQuestion(SCRIPT, some, 1)).toBe(NAME);
    expect(answerableQuestion(SCRIPT, some, 2)).toBe(CONTACT);
    expect(answerableQuestion(SCRIPT, some, 3)).toBeUndefined();
    expect(answerableQuestion(SCRIPT, some, 5)).toBeUndefined();
    expect(answerableQuestion(SCRIPT, some, 42)).toBeUndefined();
  });

  it("checks each value by its format; a slide step needs both ('Please fill the both fields.')", () => {
    const at = (message: string) => [{ target_element: 'answer', error_message: message }];
    expect(checkAnswer(NAME, 'Sam Rivera')).toEqual([]);
    expect(checkAnswer(NAME, '  ')).toEqual(at(MESSAGES.required));
    expect(checkAnswer(NAME, '<b>')).toEqual(at(MESSAGES.helpNameInvalid));
    expect(checkAnswer(CONTACT, 'a@b.co\n5552010002')).toEqual([]);
    expect(checkAnswer(CONTACT, 'a@b.co')).toEqual(at('Please fill the both fields.'));
    expect(checkAnswer(CONTACT, 'a@b.co\n \n')).toEqual(at('Please fill the both fields.'));
    expect(checkAnswer(CONTACT, 'nope\n5552010002')).toEqual(at(MESSAGES.email));
    expect(checkAnswer(CONTACT, 'a@b.co\n555')).toEqual(at(MESSAGES.phone));
    expect(checkAnswer(ZIP, '6270')).toEqual(at('Invalid Zip code'));
  });
});
