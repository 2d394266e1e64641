/**
 * The plan detail's Group Code modal (storefront.md sections 2 and 4 "Group code flow"): the group
 * code flow of machines/storefront/groupCode (the Employee Enrollment dialog's view); Yes puts the
 * quote on the group (set-enrollment-group-code), keeps the group as the visitor's (employee mode,
 * the group's landing url) and reloads the plan, now priced for the group. An empty landing_url
 * goes to the landing-config-error page as in the entry's dialog.
 */
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { groupCodeMachine, groupCodeStep, type ValidateGroupInput, type ValidateGroupOutput } from '../../../../machines/storefront/groupCode';
import { MESSAGES } from '../../../shared/text/messages';
import { fieldErrorsOf } from '../../../api/client';
import { setEnrollmentGroupCode } from '../../../api/setEnrollmentGroupCode';
import { validateGroup } from '../../../api/validateGroup';
import { Modal } from '../../../app/ui/Modal';
import { useAppNavigate } from '../../../enrollment/useAppNavigate';
import { setSession } from '../../../session/storage';
import { EmployeeEnrollmentView } from '../../entry/EmployeeEnrollmentView';
import { storeEmployeeGroup } from '../../entry/useEmployeeEnrollment';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';

/** This screen's texts (schemas/uiText/storefront/shop/detail.ts). */
const TEXT = STOREFRONT_SHOP_DETAIL_TEXT.groupCodeDialog;

export function GroupCodeDialog({ tempId, onClose }: { tempId: string; onClose: () => void }) {
  const navigate = useAppNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [snapshot, send] = useMachine(groupCodeMachine.provide({
    actors: { validateGroup: fromPromise<ValidateGroupOutput, ValidateGroupInput>(({ input }) => validateGroup(input.group_code)) },
    actions: {
      // Inside the store already, and the quote stays: only the employee's group is stored.
      enterEmployeeMode: (_, { group }) => storeEmployeeGroup(group),
      // The visitor stays on this plan with this quote: nothing of the landing is forgotten.
      resetLanding: () => undefined,
      storeLandingUrl: (_, { url }) => setSession('landing_url', url),
      navigate: ({ context }, params) => {
        if (params.to !== '/') {
          navigate(params);
          return;
        }
        setEnrollmentGroupCode({ group_code: context.code.trim(), enrollment_id: tempId }).then((group) => {
          setSession('portal_id', group.portal_id);
          window.location.reload();
        }, (error: unknown) => setFailure(fieldErrorsOf(error)[0]?.error_message ?? MESSAGES.groupCodeNotApplied));
      },
    },
  }));
  if (snapshot.hasTag('closed')) return null;
  return (
    <Modal title={TEXT.groupCode} onClose={onClose}>
      <EmployeeEnrollmentView step={groupCodeStep(snapshot)} code={snapshot.context.code} error={snapshot.context.error} group={snapshot.context.group}
        onType={(code) => send({ type: 'groupCode.type', code })} onSubmit={(code) => send({ type: 'groupCode.submit', code })}
        onYes={() => send({ type: 'groupCode.yes' })} onNo={() => { send({ type: 'groupCode.no' }); onClose(); }}
        onReenter={() => send({ type: 'groupCode.reenter' })} />
      {failure && <p className="field__error" role="alert">{failure}</p>}
    </Modal>
  );
}
