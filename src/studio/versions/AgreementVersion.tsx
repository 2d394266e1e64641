import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { agreementMachine } from '../../../machines/agreement';
import type { ProductionRenderingData } from '../../../schemas/api/adminTypes';
import { SchemaForm } from '../../engine';
import { AgreementForm } from '../../enrollment/agreement/AgreementForm';
import { loadAddedFields, type AddedFields } from '../../enrollment/agreement/loadAddedFields';
import { editableValues } from '../../enrollment/agreement/loadAgreement';
import { useErrorTargets } from '../../enrollment/agreement/useErrorTargets';
// oxlint-disable-next-line import/no-unassigned-import -- the agreement tab looks as in the wizard
import '../../enrollment/agreement/agreement.css';
import { LoadState } from '../shell/LoadState';
import { useLoad } from '../shell/useLoad';
import { markChanged, markedLabel, markTexts } from './changedMarks';
import type { CompareSideName as Side } from './CompareSide';

type AgreementRendering = NonNullable<ProductionRenderingData['agreement']>;

const ignore = () => undefined;
const NO_ERRORS: never[] = [];

export interface AgreementVersionFormProps { rendering: AgreementRendering; added: AddedFields | null; changed: ReadonlySet<string>; side: Side }

/**
 * One version's Agreement & Signature tab by the wizard's AgreementForm (bound to its machine, as
 * an applicant with nothing saved), disabled, the tab's ids prefixed per side; below it the fields
 * the version adds. Changed agreements, verification fields and added fields are marked.
 */
export function AgreementVersionForm({ rendering, added, changed, side }: AgreementVersionFormProps) {
  const { hash, fields, eprocess } = rendering;
  const texts = useMemo(() => markTexts(rendering.texts, changed), [rendering.texts, changed]);
  const targets = useErrorTargets();
  const [snapshot, send] = useMachine(agreementMachine, { input: { agreementIds: texts.map((text) => text.id), hash, fields, eprocess, accepted: [], values: editableValues(fields, null) } });
  const addedForm = useMemo(() => added && markChanged(added.form, changed), [added, changed]);
  const labelOf = useMemo(() => markedLabel(changed), [changed]);
  return (
    <>
      <AgreementForm texts={texts} context={snapshot.context} errors={NO_ERRORS} targets={targets} send={send} disabled idPrefix={`compare-${side}-`} labelOf={labelOf} />
      {added && addedForm && (
        <SchemaForm id={`studio-compare-${side}-added`} idPrefix={`compare_${side}_added`} form={addedForm} validation={added.validation} values={added.initial} onChange={ignore} onSubmit={ignore} />
      )}
    </>
  );
}

/** The agreement once the added fields' form and validator (the server's module, named by the rendering) are loaded. */
export function AgreementVersion({ rendering, changed, side }: { rendering: AgreementRendering; changed: ReadonlySet<string>; side: Side }) {
  const { fields: result, added, messages } = rendering;
  const load = useLoad(() => loadAddedFields({ result, added, messages }, messages), JSON.stringify({ added, messages }));
  return <LoadState load={load}>{(loaded) => <AgreementVersionForm rendering={rendering} added={loaded} changed={changed} side={side} />}</LoadState>;
}
