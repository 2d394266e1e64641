import { useEffect, useId, useRef, type Ref } from 'react';
import { questionShown, type HelpWidgetContext } from '../../../machines/storefront/helpWidget';
import type { AssistField } from '../../../domain/storefront/helpWidgetTypes';
import type { HelpSend, HelpStep } from './helpView';
import { STOREFRONT_HELP_TEXT } from '../../../schemas/uiText/storefront/help';
import { fill } from '../../../schemas/uiText/fill';
import { say } from '../../shared/text/messages';
import { passageLang } from '../../shared/text/contentLang';

/** This screen's texts (schemas/uiText/storefront/help.ts). */
const TEXT = STOREFRONT_HELP_TEXT.helpConversation;

export interface HelpConversationProps {
  step: Exclude<HelpStep, 'menu'>;
  context: HelpWidgetContext;
  send: HelpSend;
}

/** Input attributes by the field's format (the server checks the same formats). */
const INPUT: Record<AssistField['format'], { type: string; autoComplete: string; inputMode?: 'numeric' | 'email'; maxLength?: number }> = {
  name: { type: 'text', autoComplete: 'name' },
  text: { type: 'text', autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10 },
  zip: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 },
};

/**
 * The rep view: the assistant's questions and the visitor's answers (each answer editable), the
 * step's input (two on a slide step), Send (or Enter), Back; the message panel scrolls within
 * 400 px and follows the newest message. New assistant messages and errors are announced.
 */
export function HelpConversation({ step, context, send }: HelpConversationProps) {
  const errorId = useId();
  const list = useRef<HTMLOListElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);
  const shown = questionShown(context);
  const answers = context.conversation?.answer ?? [];
  const closing = step === 'finished' ? context.conversation?.question : null;
  const current = context.conversation?.question;
  const sending = step === 'sending';

  // Follow the newest message, and put the cursor in the input of each new step (or edit).
  const newest = `${answers.length}:${current?.id ?? ''}:${context.editing ?? ''}`;
  const inputFor = step === 'ready' ? `${shown?.id ?? ''}:${context.editing ?? ''}` : null;
  useEffect(() => { if (newest) list.current?.scrollTo?.({ top: list.current.scrollHeight }); }, [newest]);
  useEffect(() => { if (inputFor !== null) firstInput.current?.focus(); }, [inputFor]);
  // The script's end removes the input: focus goes to the messages (where the closing statement is), not to the page.
  useEffect(() => {
    if (step === 'finished' && (document.activeElement === document.body || document.activeElement === null)) list.current?.focus();
  }, [step]);

  // The machine's message (a slide step with one field empty, a refused send) in the site's words (issue 14).
  const error = context.error === null ? null : say(context.error);
  const announced = [context.editing === null ? (closing ?? current)?.question : null, error].filter(Boolean).join(' ');
  return (
    <div className="help-chat">
      <output className="visually-hidden" aria-live="polite">{step === 'loading' ? '' : announced}</output>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling panel must be reachable by keyboard (WCAG 2.1.1) */}
      <ol ref={list} className="help-chat__messages" aria-label={TEXT.conversation} tabIndex={0}>
        {answers.map((item) => (
          <li key={item.question_id} className="help-chat__pair">
            <p className="help-msg help-msg--assistant" lang={passageLang(item.content_lang)}>{item.question}</p>
            <p className={`help-msg help-msg--visitor${context.editing === item.question_id ? ' help-msg--editing' : ''}`}>
              <span>{item.answer.split('\n').join(', ')}</span>
              {(step === 'ready' || step === 'finished') && context.editing !== item.question_id && (
                <button
                  type="button"
                  className="btn btn--link help-msg__edit"
                  aria-label={fill(TEXT.editYourAnswerTo, { question: item.question })}
                  onClick={() => send({ type: 'help.edit', questionId: item.question_id })}
                >
                  {TEXT.edit}
                </button>
              )}
            </p>
          </li>
        ))}
        {current && (
          <li className="help-chat__pair"><p className="help-msg help-msg--assistant" lang={passageLang(current.content_lang)}>{current.question}</p></li>
        )}
      </ol>
      {step === 'loading' && <p className="help-chat__status">{TEXT.loading}</p>}
      {step === 'loadFailed' && (
        <p className="help-chat__status">
          {TEXT.theConversationCouldNotBe}{' '}
          <button type="button" className="btn btn--link" onClick={() => send({ type: 'help.retry' })}>{TEXT.tryAgain}</button>
        </p>
      )}
      {shown && (step === 'ready' || step === 'sending') && (
        <form
          className="help-chat__form"
          noValidate
          onSubmit={(event) => { event.preventDefault(); if (!sending) send({ type: 'help.send' }); }}
        >
          {context.editing !== null && <p className="help-chat__editing">{fill(TEXT.editingYourAnswerTo, { question: shown.question })}</p>}
          <div className={shown.fields.length > 1 ? 'help-chat__fields help-chat__fields--slide' : 'help-chat__fields'}>
            {shown.fields.map((field, index) => (
              <FieldInput
                key={`${shown.id}-${field.name}`}
                ref={index === 0 ? firstInput : undefined}
                field={field}
                lang={passageLang(shown.content_lang)}
                value={context.draft[index] ?? ''}
                errorId={context.error ? errorId : undefined}
                onChange={(value) => send({ type: 'help.type', index, value })}
              />
            ))}
          </div>
          {error && <p className="field__error help-chat__error" id={errorId}>{error}</p>}
          <div className="help-chat__actions">
            {context.editing !== null && (
              <button type="button" className="btn btn--link" onClick={() => send({ type: 'help.cancelEdit' })}>{TEXT.cancelEdit}</button>
            )}
            <button type="submit" className="btn btn--primary" aria-disabled={sending || undefined}>{sending ? TEXT.sending : TEXT.send}</button>
          </div>
        </form>
      )}
      <button type="button" className="btn btn--secondary help-chat__back" onClick={() => send({ type: 'help.back' })}>{TEXT.back}</button>
    </div>
  );
}

interface FieldInputProps {
  field: AssistField;
  /** The label's language when not the page's (the script is the store's content). */
  lang: string | undefined;
  value: string;
  errorId: string | undefined;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

function FieldInput({ field, lang, value, errorId, onChange, ref }: FieldInputProps) {
  const id = useId();
  const input = INPUT[field.format];
  return (
    <div className="field help-chat__field">
      <label htmlFor={id} lang={lang}>{field.label}</label>
      <input
        ref={ref}
        id={id}
        {...input}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
