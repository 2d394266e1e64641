/**
 * Plan detail's entry panel, dialogs and question panels, loaded when the first of them shows
 * (issue 17). Imported with the page, their code (the forms' adapters, the quote and tier forms,
 * the group-code and employee-enrollment flows, the question machines) was most of the 29 chunks
 * the page fetched before its description could paint, each a round trip on a slow mobile
 * connection, though none of it shows before the plan's prices. The page renders each inside a
 * Suspense boundary of its own, so the page around it never waits.
 */
import { lazy } from 'react';

const dialogs = () => import('./dialogs');

export const EntryPanel = lazy(() => dialogs().then((m) => ({ default: m.EntryPanel })));
export const EmployeeEnrollmentDialog = lazy(() => dialogs().then((m) => ({ default: m.EmployeeEnrollmentDialog })));
export const ChooseTierDialog = lazy(() => dialogs().then((m) => ({ default: m.ChooseTierDialog })));
export const GroupCodeDialog = lazy(() => dialogs().then((m) => ({ default: m.GroupCodeDialog })));
export const IncomeHoursDialog = lazy(() => dialogs().then((m) => ({ default: m.IncomeHoursDialog })));
export const MembershipDialog = lazy(() => dialogs().then((m) => ({ default: m.MembershipDialog })));
export const TobaccoDialog = lazy(() => dialogs().then((m) => ({ default: m.TobaccoDialog })));
export const HealthQuestionPanel = lazy(() => dialogs().then((m) => ({ default: m.HealthQuestionPanel })));
export const SupplementalQuestions = lazy(() => dialogs().then((m) => ({ default: m.SupplementalQuestions })));
export const DependentInfoDialog = lazy(() => dialogs().then((m) => ({ default: m.DependentInfoDialog })));
