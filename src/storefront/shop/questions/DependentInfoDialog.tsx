/**
 * The dependent info dialog of plan detail (storefront.md sections 2, 5 and 7): a plan priced
 * with the dependents (enrollmentIdError until given) asks the spouse's DOB for IS and IF and the
 * number of children for IC and IF, the engine's form of the tier (get-form-fields-pricing/
 * dependentInfo?tier=). Bound to machines/storefront/dependentInfo: prefilled from
 * get-temp-dependent-info, saved with store-temp-dependent-info (which checks the same schema);
 * onSaved is where the page reloads pricing. Each opening starts afresh.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import { fromPromise } from 'xstate';
import { dependentInfoMachine, type DependentFormValues } from '../../../../machines/storefront/dependentInfo';
import { childrenOf, dependentFieldsOf } from '../../../../domain/storefront/planQuestionRules';
import type { DependentInfo } from '../../../../schemas/api/planQuestions';
import { getTempDependentInfo } from '../../../api/getTempDependentInfo';
import { storeTempDependentInfo } from '../../../api/storeTempDependentInfo';
import type { FormValues } from '../../../../adapters';
import { machineCall } from '../../../enrollment/machineCall';
import { usePricingForm } from '../detail/usePricingForm';
import { DependentInfoView } from './DependentInfoView';
// oxlint-disable-next-line import/no-unassigned-import -- the dialog's styles load with plan detail's chunk
import './questions.css';

export interface DependentInfoDialogProps {
  tempId: string;
  planId: number;
  /** The quote's tier: IS and IF ask the spouse's DOB, IC and IF the number of children. */
  tier: string;
  open: boolean;
  onSaved?: (info: DependentInfo) => void;
  onClose: () => void;
}

export function DependentInfoDialog(props: DependentInfoDialogProps) {
  return props.open ? <Dialog key={`${props.tempId}:${props.planId}:${props.tier}`} {...props} /> : null;
}

function Dialog({ tempId, planId, tier, onSaved, onClose }: DependentInfoDialogProps) {
  const [snapshot, send] = useMachine(dependentInfoMachine.provide({
    actors: {
      loadInfo: fromPromise<DependentInfo, void>(() => getTempDependentInfo(tempId)),
      storeInfo: fromPromise<DependentInfo, { values: DependentFormValues }>(({ input }) => {
        const asks = dependentFieldsOf(tier);
        return machineCall(storeTempDependentInfo({
          enrollment_id: tempId, plan_id: planId,
          ...(asks.spouse ? { dep_dob: input.values.dep_dob } : {}),
          ...(asks.children ? { no_of_children: childrenOf(input.values.no_of_children) ?? undefined } : {}),
        }));
      }),
    },
  }), { input: { tier } });
  const { definition, failed } = usePricingForm('dependentInfo', tier);
  const { saved } = snapshot.context;
  const tell = useEffectEvent((info: DependentInfo) => onSaved?.(info));
  useEffect(() => {
    if (saved) tell(saved);
  }, [saved]);
  const { values, errors } = snapshot.context;
  return (
    <DependentInfoView
      definition={snapshot.value === 'loading' ? undefined : definition} failed={failed} values={values} errors={errors} busy={snapshot.value === 'saving'}
      onChange={(next, field) => send({ type: 'dependents.change', values: dependentValues(next), field })}
      onSubmit={(next) => send({ type: 'dependents.submit', values: dependentValues(next) })} onClose={onClose}
    />
  );
}

/** The machine's values from the engine's (a field the tier does not ask is ''). */
function dependentValues(values: FormValues): DependentFormValues {
  const text = (value: FormValues[string] | undefined) => (typeof value === 'string' ? value : '');
  return { dep_dob: text(values.dep_dob), no_of_children: text(values.no_of_children) };
}
