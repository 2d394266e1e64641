/** Dependent Information as a list step: its texts, titles and the wire shape of its list. */
import { dependentTitle } from '../../../domain/dependentRules';
import { WIZARD_TABS } from '../../../schemas/tabs';
import type { ListStepConfig } from '../list/ListStep';
import { wireList } from './dependentItems';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.dependentStep;

const tab = WIZARD_TABS.find((t) => t.tab_name === 'dependent_info')!;

/** The list step configuration of /enrollment/dependent-information (popups titled 'Dependent #n'). */
export const DEPENDENT_STEP: ListStepConfig = {
  tab: tab.tab_name,
  title: tab.title,
  savedTab: tab.saved_tab,
  listLabel: TEXT.dependents,
  emptyText: TEXT.noDependentsAddedYet,
  addLabel: TEXT.addDependent,
  itemTitle: dependentTitle,
  popupTitle: (index) => `Dependent #${index + 1}`,
  toData: (items) => ({ dependents: wireList(items) }),
};
