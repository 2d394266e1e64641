/**
 * The assistant's script as a device sees it (pure): the next question, the past answers with their
 * questions, the rep's name in the texts, and the checks an answer must pass (assist/add refuses an
 * answer to a question the script never asked, or one it has not reached yet).
 */
import type { AssistConversation, AssistQuestion } from '../../../domain/storefront/helpWidgetTypes';
import { asksForAnswer, SLIDE_SEPARATOR } from '../../../domain/storefront/helpWidgetTypes';
import { isEmailAddress, PATTERNS } from '../../../schemas/catalog/patterns';
import { MESSAGES } from '../../../schemas/messages';
import type { FieldError } from '../../../schemas/api/types';
import { fieldError } from '../../http';
import { DEFAULT_LANGUAGE, type Language } from '../../../schemas/i18n/language';
import { textsIn } from '../../../schemas/i18n/localizable';
import { STOREFRONT_HELP_TEXT } from '../../../schemas/uiText/storefront/help';

/** '{rep}' and '{Rep}' in a question: the rep's first name, or 'a representative' (in `language`) on a site without one. */
export function withRep(text: string, repFirstName: string | null, language: Language = DEFAULT_LANGUAGE): string {
  const noRep = textsIn(language, STOREFRONT_HELP_TEXT.assistNoRep);
  return text.replaceAll('{rep}', repFirstName ?? noRep.rep).replaceAll('{Rep}', repFirstName ?? noRep.Rep);
}

/** The question to answer now: the first unanswered one, else the closing statement (null if the script has none). */
export function nextQuestion(script: AssistQuestion[], answers: Map<number, string>): AssistQuestion | null {
  return script.find((step) => asksForAnswer(step) && !answers.has(step.id)) ?? script.find((step) => !asksForAnswer(step)) ?? null;
}

/** True once every question of the script has an answer. */
export function scriptComplete(script: AssistQuestion[], answers: Map<number, string>): boolean {
  return script.filter(asksForAnswer).every((step) => answers.has(step.id));
}

/** A step of the script in the language its content_lang names (services/contentLanguageNested.ts). */
export type ScriptStep = AssistQuestion & { content_lang?: Language };

/**
 * assist/get's data: the next question and the past answers in script order, with the rep's name
 * in the texts; each step as `script` says it (in the caller's language when the store has it),
 * with its content_lang.
 */
export function conversationOf(script: ScriptStep[], answers: Map<number, string>, repFirstName: string | null): AssistConversation {
  const next = nextQuestion(script, answers);
  const said = (step: ScriptStep) => withRep(step.question, repFirstName, step.content_lang ?? DEFAULT_LANGUAGE);
  const lang = (step: ScriptStep) => (step.content_lang ? { content_lang: step.content_lang } : {});
  return {
    question: next && { ...next, question: said(next) },
    answer: script.filter((step) => answers.has(step.id)).map((step) => ({
      question_id: step.id, question: said(step), answer: answers.get(step.id)!, fields: step.fields, ...lang(step),
    })),
  };
}

/** The question an answer may be given to: one answered before (an edit) or the one asked now; undefined otherwise. */
export function answerableQuestion(script: AssistQuestion[], answers: Map<number, string>, questionId: number): AssistQuestion | undefined {
  const step = script.find((item) => item.id === questionId);
  if (!step || !asksForAnswer(step)) return undefined;
  return answers.has(step.id) || nextQuestion(script, answers)?.id === step.id ? step : undefined;
}

const NAME = new RegExp(PATTERNS.name);
const PHONE = new RegExp(PATTERNS.phone);
const ZIP = new RegExp(PATTERNS.zip);

/** The message for a value of this format, or null when it is good. */
function formatMessage(format: string, value: string): string | null {
  if (value === '') return MESSAGES.required;
  if (format === 'name') return NAME.test(value) ? null : MESSAGES.helpNameInvalid;
  if (format === 'email') return isEmailAddress(value) ? null : MESSAGES.email;
  if (format === 'phone') return PHONE.test(value) ? null : MESSAGES.phone;
  if (format === 'zip') return ZIP.test(value) ? null : MESSAGES.billingZip;
  return null;
}

/** The field errors of an answer to `question` (at 'answer'): a slide step needs both values, each value its format. */
export function checkAnswer(question: AssistQuestion, answer: string): FieldError[] {
  const values = question.fields.length > 1 ? answer.split(SLIDE_SEPARATOR).map((value) => value.trim()) : [answer.trim()];
  if (question.fields.length > 1 && (values.length !== question.fields.length || values.some((value) => value === ''))) {
    return [fieldError('answer', MESSAGES.helpSlideBoth)];
  }
  for (const [index, field] of question.fields.entries()) {
    const message = formatMessage(field.format, values[index]);
    if (message) return [fieldError('answer', message)];
  }
  return [];
}

/** The zip code the device gave in the chat (the answer to the question with a zip input), or null. */
export function zipOf(script: AssistQuestion[], answers: Map<number, string>): string | null {
  const step = script.find((item) => item.fields.some((field) => field.format === 'zip'));
  return (step && answers.get(step.id)) ?? null;
}
