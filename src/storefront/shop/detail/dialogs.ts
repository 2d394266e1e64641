/**
 * What plan detail shows after its first paint, as one lazy chunk (onDemand.ts): the entry panel,
 * the dialogs and the question panels. One module, so the chunks they share with the wizard and
 * the cart stay as they were, not cut in pieces by a lazy entry per dialog.
 */
export { EntryPanel } from './EntryPanel';
export { EmployeeEnrollmentDialog } from '../../entry/EmployeeEnrollmentDialog';
export { ChooseTierDialog } from './ChooseTierDialog';
export { GroupCodeDialog } from './GroupCodeDialog';
export { IncomeHoursDialog } from './IncomeHoursDialog';
export { MembershipDialog } from './MembershipDialog';
export { TobaccoDialog } from './TobaccoDialog';
export { DependentInfoDialog, HealthQuestionPanel, SupplementalQuestions } from '../questions';
