/** Dependent Information as a list step: its texts, titles and the wire shape of its list. */
import { dependentTitle } from '../../../domain/dependentRules';
import { WIZARD_TABS } from '../../../schemas/tabs';
import type { ListStepConfig } from '../list/ListStep';
import { wireList } from './dependentItems';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';
import { translateText } from '../../../schemas/i18n/localizable';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.dependentStep;

const tab = WIZARD_TABS.find((t) => t.tab_name === 'dependent_info')!;

/** The list step configuration of /enrollment/dependent-information (popups titled 'Dependent #n'). */
// Texts are getters: read when shown, so they follow the language shown (schemas/i18n/localizable.ts).
export const DEPENDENT_STEP: ListStepConfig = {
  tab: tab.tab_name,
  get title() { return translateText(tab.title); },
  savedTab: tab.saved_tab,
  get listLabel() { return TEXT.dependents; },
  get emptyText() { return TEXT.noDependentsAddedYet; },
  get addLabel() { return TEXT.addDependent; },
  itemTitle: dependentTitle,
  popupTitle: (index) => fill(ENROLLMENT_TEXT.listTitles.dependentPopup, { number: index + 1 }),
  toData: (items) => ({ dependents: wireList(items) }),
};
