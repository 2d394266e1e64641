/** The supplemental carrier questions of a plan (plan detail mounts it; nothing shows for a plan without). */
import { SupplementalQuestionsView } from './SupplementalQuestionsView';
import { useSupplementalQuestions } from './useSupplementalQuestions';

export interface SupplementalQuestionsProps {
  tempId: string;
  planId: number;
  /** The answers are saved: add-to-cart becomes available. */
  onSaved?: () => void;
}

/** The carrier's questions of the plan; a new plan or quote starts afresh. */
export function SupplementalQuestions(props: SupplementalQuestionsProps) {
  return <Questions key={`${props.tempId}:${props.planId}`} {...props} />;
}

function Questions({ tempId, planId, onSaved }: SupplementalQuestionsProps) {
  const flow = useSupplementalQuestions(tempId, planId, onSaved);
  // Most plans ask none: a loading panel that then vanishes would move the prices under it.
  if (flow.state === 'loading') return null;
  return <SupplementalQuestionsView {...flow} />;
}
