import type { FieldError } from '../../../schemas/api/types';
import type { TabProps } from '../../../schemas/forms/definition';
import { messageKeyWords } from '../../../schemas/forms/formMessages';
import { T } from '../text';
import { tabInputId } from './TabPanel';
import { translationPlace } from '../../../adapters';
import { placeWords } from './TranslationsPanel';

/** The field and property a problem's target names (fields.<name>.<prop>), if any. */
export function problemTarget(problem: FieldError): { field: string; prop: string } | null {
  const [head, field, prop] = problem.target_element.split('.');
  return head === 'fields' && field ? { field, prop: prop ?? 'label' } : null;
}

/** The tab property a problem names (tab.<prop>), if any: its input is the Tab panel's, always shown. */
function tabProblem(problem: FieldError): keyof TabProps | null {
  const [head, prop] = problem.target_element.split('.');
  return head === 'tab' && prop ? (prop as keyof TabProps) : null;
}

/** The message key a problem names (messages.<key>), if any. */
function messageProblem(problem: FieldError): string | null {
  const [head, key] = problem.target_element.split('.');
  return head === 'messages' && key ? key : null;
}

/** Check's answer: no problems, or each problem with a link to its field and property (or its message's input). */
export function CheckList({ problems, onGo, onGoMessage, onGoTranslation }: {
  problems: readonly FieldError[]; onGo: (field: string, prop: string) => void; onGoMessage?: (key: string) => void;
  /** A translation's problem (translations.es.<path>) goes to its Spanish input. */
  onGoTranslation?: (path: string) => void;
}) {
  if (problems.length === 0) return <output className="studio-status studio-ok">{T.checkClean}</output>;
  return (
    <section className="studio-card" aria-labelledby="studio-check-title">
      <h2 id="studio-check-title" tabIndex={-1}>{T.checkProblems}</h2>
      <ul>
        {problems.map((problem) => {
          const at = problemTarget(problem);
          const tabProp = tabProblem(problem);
          const messageKey = messageProblem(problem);
          const translation = translationPlace(problem.target_element);
          if (translation && onGoTranslation) {
            const path = problem.target_element.slice(`translations.${translation.language}.`.length);
            return (
              <li key={problem.target_element}>
                <button type="button" className="studio-link" onClick={() => onGoTranslation(path)}>
                  {T.translationsTitle} · {placeWords(translation.place)}: {problem.error_message}
                </button>
              </li>
            );
          }
          if (messageKey && onGoMessage) {
            return (
              <li key={problem.target_element}>
                <button type="button" className="studio-link" onClick={() => onGoMessage(messageKey)}>
                  {T.messagesTitle} · {messageKeyWords(messageKey)}: {problem.error_message}
                </button>
              </li>
            );
          }
          if (tabProp) {
            return (
              <li key={problem.target_element}>
                <button type="button" className="studio-link" onClick={() => document.getElementById(tabInputId(tabProp))?.focus()}>
                  {T.tabPanel} · {tabProp}: {problem.error_message}
                </button>
              </li>
            );
          }
          return (
            <li key={problem.target_element}>
              {at ? (
                <button type="button" className="studio-link" onClick={() => onGo(at.field, at.prop)}>
                  {at.field} · {at.prop}: {problem.error_message}
                </button>
              ) : `${problem.target_element}: ${problem.error_message}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
