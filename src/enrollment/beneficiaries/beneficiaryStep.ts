/** Beneficiary Information as a list step: its texts, titles and the wire shape of its list. */
import { beneficiaryTitle } from '../../../domain/beneficiaryRules';
import { WIZARD_TABS } from '../../../schemas/tabs';
import type { ListStepConfig } from '../list/ListStep';
import { ENROLLMENT_TEXT } from '../../../schemas/uiText/enrollment';

/** This screen's texts (schemas/uiText/enrollment.ts). */
const TEXT = ENROLLMENT_TEXT.beneficiaryStep;

const tab = WIZARD_TABS.find((t) => t.tab_name === 'beneficiary_info')!;

/** The list step configuration of /enrollment/beneficiary-info. */
export const BENEFICIARY_STEP: ListStepConfig = {
  tab: tab.tab_name,
  title: tab.title,
  savedTab: tab.saved_tab,
  listLabel: TEXT.beneficiaries,
  emptyText: TEXT.noBeneficiariesAddedYet,
  addLabel: TEXT.addBeneficiary,
  itemTitle: beneficiaryTitle,
  popupTitle: (index, isNew) => `${isNew ? 'Add' : 'Edit'} Beneficiary #${index + 1}`,
  toData: (items) => ({ beneficiaries: [...items] }),
};
