/** Beneficiary Information as a list step: its texts, titles and the wire shape of its list. */
import { beneficiaryTitle } from '../../../domain/beneficiaryRules';
import { WIZARD_TABS } from '../../../schemas/tabs';
import type { ListStepConfig } from '../list/ListStep';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';
import { fill } from '../../../schemas/uiText/fill';
import { translateText } from '../../../schemas/i18n/localizable';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.beneficiaryStep;

const tab = WIZARD_TABS.find((t) => t.tab_name === 'beneficiary_info')!;

/** The list step configuration of /enrollment/beneficiary-info. */
// Texts are getters: read when shown, so they follow the language shown (schemas/i18n/localizable.ts).
export const BENEFICIARY_STEP: ListStepConfig = {
  tab: tab.tab_name,
  get title() { return translateText(tab.title); },
  savedTab: tab.saved_tab,
  get listLabel() { return TEXT.beneficiaries; },
  get emptyText() { return TEXT.noBeneficiariesAddedYet; },
  get addLabel() { return TEXT.addBeneficiary; },
  itemTitle: beneficiaryTitle,
  popupTitle: (index, isNew) => fill(isNew ? ENROLLMENT_TEXT.listTitles.addBeneficiary : ENROLLMENT_TEXT.listTitles.editBeneficiary, { number: index + 1 }),
  toData: (items) => ({ beneficiaries: [...items] }),
};
