/**
 * Questions and eligibility (storefront.md sections 2 and 4; issue 8 point 5), what plan detail
 * mounts: the health-question panel, the supplemental carrier questions and the dependent info
 * dialog; and the static PlanQuestionView page.
 */
export { HealthQuestionPanel, type HealthQuestionPanelProps } from './HealthQuestionPanel';
export { SupplementalQuestions, type SupplementalQuestionsProps } from './SupplementalQuestions';
export { DependentInfoDialog, type DependentInfoDialogProps } from './DependentInfoDialog';
export { PlanQuestionViewPage } from './PlanQuestionViewPage';
