import { useMachine } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import type { ContinueData } from '../../schemas/api/types';
import { MESSAGES } from '../shared/text/messages';
import { continueEnrollmentMachine, type ContinueFields, type ContinueOutput } from '../../machines/continueEnrollment';
import { continueEnrollment } from '../api/continueEnrollment';
import { TextField } from '../app/ui/TextField';
import { usePageTitle } from '../app/usePageTitle';
import { storeResumedEnrollment } from '../session';
import { machineCall } from './machineCall';
import { preloadWizard } from './preloadWizard';
import { useAppNavigate } from './useAppNavigate';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.continueEnrollmentScreen;

/**
 * The continue-enrollment banner: code + e-mail resume a saved enrollment. Every rule
 * (required fields, e-mail format, flags on failure, destination) lives in the machine.
 */
export function ContinueEnrollmentScreen() {
  usePageTitle(TEXT.continueYourEnrollment);
  useEffect(preloadWizard, []);
  const navigate = useAppNavigate();
  const [snapshot, send] = useMachine(continueEnrollmentMachine.provide({
    actors: { continueEnrollment: fromPromise<ContinueOutput, ContinueFields>(({ input }) => machineCall(continueEnrollment(input))) },
    actions: {
      storeSession: (_, params: { data: ContinueData }) => storeResumedEnrollment(params.data),
      navigate: (_, params) => navigate(params),
    },
  }));
  const codeRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const errorOf = (field: string) => snapshot.context.fieldErrors.find((e) => e.target_element === field)?.error_message ?? null;
  const busy = snapshot.hasTag('busy');

  // After a failed attempt, focus the first flagged input so the message is read out.
  const { fieldErrors } = snapshot.context;
  useEffect(() => {
    const first = fieldErrors[0]?.target_element;
    if (first === 'code') codeRef.current?.focus();
    else if (first === 'email') emailRef.current?.focus();
  }, [fieldErrors]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    send({ type: 'continue.submit', code: String(data.get('code') ?? ''), email: String(data.get('email') ?? '') });
  };

  return (
    <>
      <section className="banner" aria-labelledby="continue-title">
        <h1 id="continue-title">{MESSAGES.continueWelcome}</h1>
        <p>{TEXT.enterTheEnrollmentCodeWe}</p>
      </section>
      <div className="page">
        <form className="card continue-card" noValidate onSubmit={onSubmit} aria-busy={busy}>
          <TextField ref={codeRef} label={TEXT.enterCode} name="code" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} error={errorOf('code')} />
          <TextField ref={emailRef} label={TEXT.enterEmailAddress} name="email" type="email" autoComplete="email" inputMode="email" error={errorOf('email')} />
          <button type="submit" className="btn btn--primary" disabled={busy}>{TEXT.continue}</button>
          <p className="continue-card__help">{TEXT.yourCodeIsInThe}</p>
        </form>
      </div>
    </>
  );
}
