/**
 * What differs between the form tabs, as data: which endpoints feed and save the tab, the
 * extra button the spec places beside Back and Next, a prefill, and which machines/rules apply.
 * The screen (WizardTabScreen) is the same for all of them.
 */
import type { FormValues } from '../../adapters';
import { employerPrefill } from '../../adapters';
import type { FieldError, FormFieldsData, SaveTabData } from '../../schemas/api/types';
import { WIZARD_TABS, type FormTab, type SavedTab } from '../../schemas/tabs';
import { retiredBlock } from '../../machines/rules';
import type { TabValues } from '../../machines/tabFlow';
import { getFormFieldsContactInfo } from '../api/getFormFieldsContactInfo';
import { getFormFieldsEmployerInfo } from '../api/getFormFieldsEmployerInfo';
import { getFormFieldsPersonalInfo } from '../api/getFormFieldsPersonalInfo';
import { getGroupInfo } from '../api/getGroupInfo';
import { saveContactInfo } from '../api/saveContactInfo';
import { saveEmployerInfo } from '../api/saveEmployerInfo';
import { savePersonalInfo } from '../api/savePersonalInfo';
import type { SaveTabBody } from '../api/saveTabBody';
import { checkContact } from './checkContact';

/** One form tab's screen configuration. */
export interface TabScreenConfig {
  tab: FormTab;
  /** Page heading (the spec's tab title). */
  title: string;
  /** The saved_tab key Save & Continue Later files the data under. */
  savedTab: SavedTab;
  fetchFields: (enrollmentId: string) => Promise<FormFieldsData>;
  save: (body: SaveTabBody) => Promise<SaveTabData>;
  /** The button between Back and Next (Personal: Enter Enroller Code; others: Save & Continue Later). */
  extraButton: 'enrollerCode' | 'saveLater';
  /** Values for empty fields when nothing has been saved for this tab yet. */
  prefill?: (enrollmentId: string) => Promise<FormValues>;
  /** A rule of machines/rules that blocks Next from the current values. */
  valuesBlock?: (values: FormValues) => string | null;
  /** The external check the tab flow runs before saving, when its rule says so (existing users). */
  checkContact?: (values: TabValues) => Promise<FieldError[]>;
}

function titleOf(tab: FormTab): string {
  return WIZARD_TABS.find((t) => t.tab_name === tab)!.title;
}

/** The three tabs of this slice. */
export const TAB_CONFIGS: Record<FormTab, TabScreenConfig> = {
  primary_info: {
    tab: 'primary_info',
    title: titleOf('primary_info'),
    savedTab: 'primary_info',
    fetchFields: getFormFieldsPersonalInfo,
    save: savePersonalInfo,
    extraButton: 'enrollerCode',
  },
  contact_info: {
    tab: 'contact_info',
    title: titleOf('contact_info'),
    savedTab: 'contact_info',
    fetchFields: getFormFieldsContactInfo,
    save: saveContactInfo,
    extraButton: 'saveLater',
    checkContact,
  },
  employer_info: {
    tab: 'employer_info',
    title: titleOf('employer_info'),
    savedTab: 'employer_info',
    fetchFields: getFormFieldsEmployerInfo,
    save: saveEmployerInfo,
    extraButton: 'saveLater',
    prefill: (enrollmentId) => getGroupInfo(enrollmentId).then(employerPrefill),
    valuesBlock: retiredBlock,
  },
};
