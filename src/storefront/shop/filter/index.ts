/** The filter summary with its Basic Details popup (H2's contract): the plans listing, plan detail and PlanQuestionView show it. */
export { FilterSummary, type FilterSummaryProps } from './FilterSummary';
export { BasicDetailsDialog, type BasicDetailsDialogProps } from './BasicDetailsDialog';
export { useSavedFilter, savedFilterKey, type SavedFilter } from './useSavedFilter';
