import { useMemo, useState } from 'react';
import { buildHealthForm, healthValues, type FormValues } from '../../../adapters';
import type { PersonaValues } from '../../../machines/studio';
import type { ProductionRenderingData } from '../../../schemas/api/adminTypes';
import type { HealthQuestionSet } from '../../../schemas/api/types';
import { HealthForm } from '../../enrollment/health/HealthForm';
import { loadFormValidator, type FormValidator } from '../../engine';
import { LoadState } from '../shell/LoadState';
import { useLoad } from '../shell/useLoad';
import { T } from '../text';
import { PreviewNext, usePreviewNote } from './PreviewNext';

const FORM_ID = 'studio-preview-form';

export interface HealthPreviewFormProps {
  questions: HealthQuestionSet;
  /** The questions' form's validator (the server's precompiled module in the studio). */
  validation: FormValidator;
  /** The persona's saved health answers (null: no one, the empty form). */
  saved: PersonaValues | null;
}

/**
 * Health as the wizard's Health Questions step renders it (HealthForm: each question a Yes / No
 * whose Yes reveals its layout's details, the medication rows, the notes), the draft's questions
 * and leaves applied by the server as for an enrollment, filled with the persona's saved answers
 * as the step reads them (healthValues). Next validates with the questions' validator, as the
 * step's Next does, and shows the spec's messages at their questions; nothing is saved.
 */
export function HealthPreviewForm({ questions, validation, saved }: HealthPreviewFormProps) {
  const form = useMemo(() => buildHealthForm(questions), [questions]);
  const [values, setValues] = useState<FormValues>(() => healthValues(form, questions, saved));
  const { note, say, clear } = usePreviewNote();
  return (
    <>
      <HealthForm id={FORM_ID} questions={questions} validation={validation} values={values}
        onChange={(next) => { setValues(next); clear(); }}
        onSubmit={() => say(T.previewValid)} />
      <PreviewNext note={note} form={FORM_ID} busy={false} />
    </>
  );
}

/** The health preview once its validator module (the server's, named by the rendering) is loaded. */
export function HealthPreview({ rendering, saved }: { rendering: NonNullable<ProductionRenderingData['health']>; saved: PersonaValues | null }) {
  const validation = useLoad(() => loadFormValidator(rendering.validator), rendering.validator);
  return <LoadState load={validation}>{(loaded) => <HealthPreviewForm questions={rendering.result} validation={loaded} saved={saved} />}</LoadState>;
}
