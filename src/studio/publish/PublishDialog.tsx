import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { publishingMachine, type DryRun, type PublishRequest } from '../../../machines/studio';
import type { FieldError } from '../../../schemas/api/types';
import type { StaffData } from '../../../schemas/api/adminTypes';
import { mayPublish } from '../../../schemas/forms/staff';
import { useAnnounce } from '../shell/announce';
import { T } from '../text';
import { DryRunResult } from './DryRunResult';

/** The calls publishing makes (the admin API's; a test gives its own). */
export interface PublishEffects {
  check: () => Promise<FieldError[]>;
  dryRun: () => Promise<DryRun>;
  publish: (request: PublishRequest) => Promise<{ version: number }>;
}

export interface PublishDialogProps {
  staff: StaffData;
  /** Who saved the draft so far, and whether the scope's portal asks for four eyes. */
  authors: readonly string[];
  fourEyes: boolean;
  effects: PublishEffects;
  /** A version was published (or scheduled): what to tell the person. */
  onPublished: (version: number, said: string) => void;
}

/** The confirm step: a required reason, now or at a date and time, and whether it applies to enrollments in flight. */
function ConfirmForm({ error, busy, onSubmit, onCancel }: {
  error: string | null; busy: boolean; onSubmit: (event: { reason: string; effectiveAt?: string; appliesInFlight?: boolean }) => void; onCancel: () => void;
}) {
  const [later, setLater] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const at = String(data.get('effective_at') ?? '');
    onSubmit({
      reason: String(data.get('reason') ?? ''),
      ...(later && at ? { effectiveAt: new Date(at).toISOString() } : { appliesInFlight: data.get('applies_in_flight') === 'on' }),
    });
  };
  return (
    <form className="studio-form" onSubmit={submit} noValidate>
      <label htmlFor="studio-publish-reason">{T.reason}</label>
      <textarea id="studio-publish-reason" name="reason" required aria-required="true"
        {...(error ? { 'aria-invalid': true, 'aria-describedby': 'studio-publish-error' } : {})} />
      {error && <p className="studio-field-error" id="studio-publish-error" role="alert">{error}</p>}
      <fieldset>
        <legend>{T.when}</legend>
        <input type="radio" id="studio-publish-now" name="when" checked={!later} onChange={() => setLater(false)} />
        <label htmlFor="studio-publish-now">{T.now}</label>
        <input type="radio" id="studio-publish-later" name="when" checked={later} onChange={() => setLater(true)} />
        <label htmlFor="studio-publish-later">{T.atTime}</label>
      </fieldset>
      {later ? (
        <>
          <label htmlFor="studio-publish-at">{T.effectiveAt}</label>
          <input id="studio-publish-at" name="effective_at" type="datetime-local" required />
        </>
      ) : (
        <div className="studio-prop studio-prop--flag">
          <input id="studio-publish-inflight" name="applies_in_flight" type="checkbox" />
          <label htmlFor="studio-publish-inflight">{T.appliesInFlight}</label>
        </div>
      )}
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>{T.confirmPublish}</button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>{T.cancel}</button>
      </div>
    </form>
  );
}

/**
 * Publish: Check, then the dry run, then confirm with a reason (now or at a time) and the result
 * (machines/studio/publishing.ts). Only a publisher sees the button; others read why. Focus moves
 * to the step's heading after each step, and the step is announced.
 */
export function PublishDialog({ staff, authors, fourEyes, effects, onPublished }: PublishDialogProps) {
  const announce = useAnnounce();
  // Provided once (providing it on each render of the editor cost every keystroke); the actors call the latest effects.
  const latest = useRef(effects);
  useEffect(() => {
    latest.current = effects;
  }, [effects]);
  const [machine] = useState(() => publishingMachine.provide({
    actors: {
      check: fromPromise(() => latest.current.check()),
      dryRun: fromPromise(() => latest.current.dryRun()),
      publish: fromPromise(({ input }: { input: PublishRequest }) => latest.current.publish(input)),
    },
  }));
  const [snapshot, send] = useMachine(machine, { input: { roles: staff.roles, me: staff.email, authors, fourEyes } });
  const heading = useRef<HTMLHeadingElement>(null);
  const state = String(snapshot.value);
  const { context } = snapshot;
  useEffect(() => {
    if (state === 'idle') return;
    heading.current?.focus();
    if (state === 'live' || state === 'scheduled') onPublished(context.version as number, `${state === 'live' ? T.published : T.scheduledAs} ${context.version}.`);
    // Only a step change moves focus; the callbacks are stable enough for that.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  useEffect(() => {
    const said = { problems: T.checkProblems, confirming: T.dryRunResult, live: `${T.published} ${context.version}`, scheduled: `${T.scheduledAs} ${context.version}` }[state as 'live'];
    if (said) announce(said);
  }, [state, context.version, announce]);

  if (!mayPublish(staff.roles)) {
    return <p className="studio-muted" data-testid="studio-publish-role">{T.publishOnlyPublisher}</p>;
  }
  if (state === 'idle') {
    return <button type="button" className="btn btn--primary" onClick={() => send({ type: 'start' })}>{T.publish}</button>;
  }
  const close = <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'cancel' })}>{T.close}</button>;
  return (
    <section className="studio-card studio-publish" aria-labelledby="studio-publish-title">
      <h2 id="studio-publish-title" tabIndex={-1} ref={heading}>{T.publish}</h2>
      {(state === 'checking' || state === 'dryRunning' || state === 'publishing') && <output className="studio-status">{T.loading}</output>}
      {(state === 'refused' || state === 'failed') && <p className="studio-error" role="alert">{context.error}</p>}
      {state === 'failed' && <button type="button" className="btn btn--secondary" onClick={() => send({ type: 'start' })}>{T.retry}</button>}
      {state === 'problems' && (
        <>
          <h3>{T.checkProblems}</h3>
          <ul>{context.problems.map((p) => <li key={p.target_element}>{p.target_element}: {p.error_message}</li>)}</ul>
        </>
      )}
      {(state === 'confirming' || state === 'publishing') && context.dryRun && (
        <>
          <h3>{T.dryRun}</h3>
          <DryRunResult dryRun={context.dryRun} />
          <ConfirmForm error={context.error} busy={state === 'publishing'} onSubmit={(e) => send({ type: 'submit', ...e })} onCancel={() => send({ type: 'cancel' })} />
        </>
      )}
      {state === 'live' && <output className="studio-status">{T.published} {context.version}.</output>}
      {state === 'scheduled' && <output className="studio-status">{T.scheduledAs} {context.version}.</output>}
      {state !== 'confirming' && state !== 'publishing' && state !== 'checking' && state !== 'dryRunning' && close}
    </section>
  );
}
