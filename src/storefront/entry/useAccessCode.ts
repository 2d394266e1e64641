/**
 * Binds machines/storefront/repAccessCode to the app: validate-agent as its actor, the
 * rep-authenticated flag and the landing url in the session, and the reload on the rep's landing
 * (or the landing-config-error page) through the router.
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { repAccessCodeMachine, repAccessCodeStep, type ValidateAgentInput, type ValidateAgentOutput } from '../../../machines/storefront/repAccessCode';
import { validateAgent } from '../../api/validateAgent';
import { useAppNavigate } from '../../enrollment/useAppNavigate';
import { setSession } from '../../session/storage';

/** The running access-code flow: its state for AccessCodeView and the events to send. */
export function useAccessCode() {
  const navigate = useAppNavigate();
  const [snapshot, send] = useMachine(repAccessCodeMachine.provide({
    actors: {
      validateAgent: fromPromise<ValidateAgentOutput, ValidateAgentInput>(({ input }) => validateAgent(input.agent_code)),
    },
    actions: {
      authenticate: () => setSession('isRepAuthenticated', true),
      storeLandingUrl: (_, params) => setSession('landing_url', params.url),
      navigate: (_, params) => navigate(params),
    },
  }));
  return {
    step: repAccessCodeStep(snapshot),
    code: snapshot.context.code,
    error: snapshot.context.error,
    rep: snapshot.context.rep,
    onType: (code: string) => send({ type: 'repCode.type', code }),
    onSubmit: (code: string) => send({ type: 'repCode.submit', code }),
    onConfirm: () => send({ type: 'repCode.confirm' }),
    onCancel: () => send({ type: 'repCode.cancel' }),
  } as const;
}
