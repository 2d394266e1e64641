import { useMemo } from 'react';
import { buildHealthForm, healthValues } from '../../../adapters';
import type { ProductionRenderingData } from '../../../schemas/api/adminTypes';
import { HealthForm } from '../../enrollment/health/HealthForm';
import { loadFormValidator, type FormValidator } from '../../engine';
import { LoadState } from '../shell/LoadState';
import { useLoad } from '../shell/useLoad';
import { AgreementVersion } from './AgreementVersion';
import { markHealth, revealingAnswers } from './changedMarks';
import { ReadOnlyControls, type CompareSideName as Side } from './CompareSide';

const ignore = () => undefined;

type HealthRendering = NonNullable<ProductionRenderingData['health']>;

/** Health's questions of one version by the wizard's HealthForm, its own ids (idPrefix), changed questions and leaves marked (Yes where that shows a changed leaf, else unanswered). */
export function HealthVersionForm({ rendering, validation, changed, side }: { rendering: HealthRendering; validation: FormValidator; changed: ReadonlySet<string>; side: Side }) {
  const questions = useMemo(() => markHealth(rendering.result, changed), [rendering, changed]);
  const values = useMemo(() => healthValues(buildHealthForm(questions), questions, revealingAnswers(questions, changed)), [questions, changed]);
  return <HealthForm id={`studio-compare-${side}-form`} idPrefix={`compare_${side}`} questions={questions} validation={validation} values={values} onChange={ignore} onSubmit={ignore} />;
}

/** Health once its validator module (the server's, named by the rendering) is loaded. */
function HealthVersion({ rendering, changed, side }: { rendering: HealthRendering; changed: ReadonlySet<string>; side: Side }) {
  const validation = useLoad(() => loadFormValidator(rendering.validator), rendering.validator);
  return <LoadState load={validation}>{(loaded) => <HealthVersionForm rendering={rendering} validation={loaded} changed={changed} side={side} />}</LoadState>;
}

export interface ProductionVersionProps { rendering: ProductionRenderingData; changed: ReadonlySet<string>; side: Side }

/** One version of health or of the agreement as the wizard's own components render it (as the editor's preview does, with no persona), read-only. */
export function ProductionVersion({ rendering, changed, side }: ProductionVersionProps) {
  return (
    <ReadOnlyControls>
      {rendering.health && <HealthVersion rendering={rendering.health} changed={changed} side={side} />}
      {rendering.agreement && <AgreementVersion rendering={rendering.agreement} changed={changed} side={side} />}
    </ReadOnlyControls>
  );
}
