import { translateText } from '../../schemas/i18n/localizable';
import { useEffect, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { tabsIn } from '../../adapters';
import { type NavEntry, retitledAs } from '../../machines/wizardNavigation';
import type { WizardTabName } from '../../schemas/forms/customTabs';
import { SessionTimeout } from './SessionTimeout';
import { StepIndicator } from './StepIndicator';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';
import { useLanguage } from '../shared/text/language';
import { say } from '../shared/text/messages';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.stepShell;

/** What Next does: submit a form of the body (by its id), or run an action. */
export type NextAction =
  | { form: string }
  | { onClick: () => void };

export interface StepShellProps {
  tab: WizardTabName;
  /** The step's heading as the spec writes it; a title a form definition gives the tab (in navArray) wins. */
  title: string;
  navArray: readonly NavEntry[];
  /** Messages for the whole step (a rule that blocks Next, a failed save, errors no field can show). */
  messages: readonly string[];
  /** A calm note above the body (e.g. answers restored after the session ended). */
  notice?: string | null;
  /** Keeps what the step holds when the session ends (the timeout warning calls the first render's; it must read the values when called). */
  onSessionEnd: () => void;
  /** The message region, for focusing it when Next is refused. */
  alertRef?: Ref<HTMLDivElement>;
  /** While true every button is disabled and Next is marked busy. */
  busy: boolean;
  onBack: () => void;
  /** The button between Back and Next (Enter Enroller Code, Save & Continue Later, ...). */
  extra?: ReactNode;
  next: NextAction;
  /** Next's label and, when it cannot be used, why (shown as its title). */
  nextLabel?: string;
  nextDisabled?: boolean;
  nextTitle?: string;
  /** Next is not offered at all (a list step whose rules do not let it go on yet). */
  nextHidden?: boolean;
  /** The step's own content: a form, a list, a review. */
  children: ReactNode;
}

/**
 * Every wizard step's frame: the step indicator, the heading (focused on arrival), the body,
 * the message region, the buttons Back, the extra one and Next, and the session timeout
 * warning. A form body submits through Next's `form` attribute, so it needs no buttons of its own.
 * Its messages and notice are said as the enrollment says them (a machine's catalog text through
 * the app's one lookup: src/shared/text/messages.ts, the wizard's overrides).
 */
export function StepShell({
  tab, title, navArray, messages, notice, onSessionEnd, alertRef, busy, onBack, extra, next, nextLabel = TEXT.next, nextDisabled, nextTitle, nextHidden, children,
}: StepShellProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The titles a form definition sets, in the language shown at this render (a switch mid-step renders again).
  const language = useLanguage();
  const steps = useMemo(() => tabsIn(navArray, language), [navArray, language]);
  return (
    <div className="page wizard">
      <StepIndicator steps={steps} current={tab} />
      <h1 className="wizard__heading" ref={heading} tabIndex={-1}>{translateText(retitledAs(steps, tab) ?? title)}</h1>
      {notice && <p className="alert alert--info">{say(notice)}</p>}
      <div className="card wizard__form" id={`${tab}-container`}>
        {children}
        <div className="alert alert--error" role="alert" ref={alertRef} tabIndex={-1}>
          {messages.length > 0 && <ul className="alert__list">{messages.map((m) => <li key={m}>{say(m)}</li>)}</ul>}
        </div>
        <div className="wizard__actions">
          <button type="button" className="btn btn--secondary" disabled={busy} onClick={onBack}>{TEXT.back}</button>
          <div className="wizard__actions-end">
            {extra}
            {!nextHidden && (
              <button
                type={'form' in next ? 'submit' : 'button'}
                form={'form' in next ? next.form : undefined}
                onClick={'onClick' in next ? next.onClick : undefined}
                className="btn btn--primary"
                disabled={busy || nextDisabled}
                title={nextTitle}
                aria-busy={busy}
              >
                {nextLabel}
              </button>
            )}
          </div>
        </div>
      </div>
      <SessionTimeout onEnd={onSessionEnd} />
    </div>
  );
}
