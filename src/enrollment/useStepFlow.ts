import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { tabFlowMachine, type CheckContactOutput, type SaveTabOutput, type TabActorInput, type TabValues } from '../../machines/tabFlow';
import type { NavEntry } from '../../machines/wizardNavigation';
import type { WizardTabName } from '../../schemas/forms/customTabs';
import { clearSession, getSession } from '../session';
import { machineCall } from './machineCall';
import { createScreenshotGate } from './screenshot';
import { useAppNavigate } from './useAppNavigate';

/** Longest wait for the screenshot's copy of the page before moving on anyway. */
const SCREENSHOT_WAIT_MS = 1500;

export interface StepFlowOptions {
  tab: WizardTabName;
  enrollmentId: string;
  navArray: NavEntry[];
  enrollType: string | null;
  /** Why Next may not go on now (a rule of machines/), or null. */
  blockReason: string | null;
  /** Saves what the step submits (an API call; rejects with field errors). */
  save: (values: TabValues) => Promise<unknown>;
  /** The existing-user contact check, on the tab whose rule asks for it. */
  checkContact?: (values: TabValues) => Promise<void>;
}

/**
 * Any wizard step's Back and Next, bound to the tab flow machine: Next runs the check and the
 * save, posts the screenshot of `${tab}-container` (the step shell's card) and goes on to the
 * next tab, or to review when a navto marker is stored; Back goes to the previous tab. Form,
 * list and custom steps share it; each brings only its own save.
 */
export function useStepFlow({ tab, enrollmentId, navArray, enrollType, blockReason, save, checkContact }: StepFlowOptions) {
  const [screenshot] = useState(createScreenshotGate);
  const navigate = useAppNavigate();
  const [snapshot, send] = useMachine(tabFlowMachine.provide({
    actions: {
      // Leave only once the screenshot has copied the page (or after a short wait).
      navigate: (_, params) => void screenshot.settled(SCREENSHOT_WAIT_MS).then(() => navigate(params)),
      clearNavto: () => clearSession('navto'),
      // A tab staff added posts its screenshot as a spec tab does, filed under its id.
      postScreenshot: (_, params) => screenshot.start(`${tab}-container`, { enrollmentId, name: params.tab }),
    },
    actors: {
      saveTab: fromPromise<SaveTabOutput, TabActorInput>(({ input }) => machineCall(save(input.values))),
      checkContact: fromPromise<CheckContactOutput, TabActorInput>(async ({ input }) => checkContact?.(input.values)),
    },
  }), { input: { tab, navArray, navto: getSession('navto'), enrollType, blockReason } });

  useEffect(() => {
    send({ type: 'tab.blockReason', reason: blockReason });
  }, [blockReason, send]);

  /** Next with these values: sent when the machine takes it, else false (a rule blocks it). */
  const submit = (values: TabValues): boolean => {
    if (!snapshot.can({ type: 'tab.submit', values })) return false;
    send({ type: 'tab.submit', values });
    return true;
  };
  return {
    submit,
    back: () => send({ type: 'tab.back' }),
    busy: snapshot.hasTag('busy'),
    fieldErrors: snapshot.context.fieldErrors,
    generalError: snapshot.context.generalError,
  };
}
