/**
 * Plan detail's entry panel, dialogs and question panels, loaded when the first of them shows
 * (issue 17). Imported with the page, their code (the forms' adapters, the quote and tier forms,
 * the group-code and employee-enrollment flows, the question machines) was most of the 29 chunks
 * the page fetched before its description could paint, each a round trip on a slow mobile
 * connection, though none of it shows before the plan's prices. The page renders each inside a
 * Suspense boundary of its own, so the page around it never waits.
 */
import { lazy, type LazyExoticComponent } from 'react';

type Dialogs = typeof import('./dialogs');
const dialogs = () => import('./dialogs');

/** One export of the chunk as a lazy component (each lazy() settles on its own, all from the one import). */
function onDemand<K extends keyof Dialogs>(name: K): LazyExoticComponent<Dialogs[K]> {
  return lazy(() => dialogs().then((m) => ({ default: m[name] })));
}

export const EntryPanel = onDemand('EntryPanel');
export const EmployeeEnrollmentDialog = onDemand('EmployeeEnrollmentDialog');
export const ChooseTierDialog = onDemand('ChooseTierDialog');
export const GroupCodeDialog = onDemand('GroupCodeDialog');
export const IncomeHoursDialog = onDemand('IncomeHoursDialog');
export const MembershipDialog = onDemand('MembershipDialog');
export const TobaccoDialog = onDemand('TobaccoDialog');
export const HealthQuestionPanel = onDemand('HealthQuestionPanel');
export const SupplementalQuestions = onDemand('SupplementalQuestions');
export const DependentInfoDialog = onDemand('DependentInfoDialog');
