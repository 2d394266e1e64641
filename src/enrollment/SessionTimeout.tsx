import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { secondsLeft, sessionTimeoutMachine, type KeepAliveOutput } from '../../machines/sessionTimeout';
import { MESSAGES } from '../shared/text/messages';
import { keepSessionAlive } from '../api/keepSessionAlive';
import { onSessionNews } from '../api/sessionNews';
import { Modal } from '../app/ui/Modal';
import { machineCall } from './machineCall';
import { useAppNavigate } from './useAppNavigate';
import { ENROLLMENT_TEXT } from '../../schemas/uiText/enrollment';
import { fill } from '../../schemas/uiText/fill';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.sessionTimeout;

/** How often the clock reaches the machine. */
const TICK_MS = 1000;

/** 'm:ss' of a number of seconds. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The session timeout warning of a wizard step (machines/sessionTimeout): fed by what the API's
 * answers say about the session and by the clock; before the end a dialog offers to stay, at the
 * end `onEnd` keeps what the step holds and the dialog says how to resume. `onEnd` is the one of
 * the first render (the machine is bound once), so it must read what it keeps when it is called.
 */
export function SessionTimeout({ onEnd }: { onEnd: () => void }) {
  const navigate = useAppNavigate();
  const [snapshot, send] = useMachine(sessionTimeoutMachine.provide({
    actions: { keepDraft: () => onEnd() },
    actors: { keepAlive: fromPromise<KeepAliveOutput>(() => machineCall(keepSessionAlive())) },
  }));
  useEffect(() => onSessionNews((news) => send(news.type === 'ended'
    ? { type: 'session.ended' }
    : { type: 'session.activity', expiresIn: news.expiresIn, now: Date.now() })), [send]);
  useEffect(() => {
    const timer = setInterval(() => send({ type: 'session.tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [send]);

  if (snapshot.hasTag('expired')) {
    const resume = () => navigate({ to: '/continue-enrollment', reload: true });
    return (
      <Modal title={MESSAGES.sessionEndedTitle} onClose={resume}>
        <p>{MESSAGES.sessionEndedText}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" data-autofocus onClick={resume}>{MESSAGES.sessionResume}</button>
        </div>
      </Modal>
    );
  }
  if (!snapshot.hasTag('warning')) return null;
  const stay = () => send({ type: 'session.stay' });
  const staying = snapshot.hasTag('busy');
  return (
    <Modal title={MESSAGES.sessionWarningTitle} onClose={stay}>
      <p>{MESSAGES.sessionWarningText}</p>
      <p className="session-timeout__clock">{fill(TEXT.timeLeft, { time: clock(secondsLeft(snapshot.context)) })}</p>
      {snapshot.context.error && <p className="alert alert--error" role="alert">{snapshot.context.error}</p>}
      <div className="modal__actions">
        <button type="button" className="btn btn--primary" data-autofocus disabled={staying} aria-busy={staying} onClick={stay}>{MESSAGES.sessionStay}</button>
      </div>
    </Modal>
  );
}
