/**
 * What differs between the form tabs, as data: which endpoints feed and save the tab, the
 * extra button the spec places beside Back and Next, a prefill, and which domain/wizardRules apply.
 * The screen (WizardTabScreen) is the same for all of them.
 */
import type { FormValues } from '../../adapters';
import { employerPrefill } from '../../adapters';
import type { FormFieldsData, SaveTabBody } from '../../schemas/api/types';
import { WIZARD_TABS, type FormTab, type SavedTab } from '../../schemas/tabs';
import { retiredBlock } from '../../domain/wizardRules';
import type { TabValues } from '../../machines/tabFlow';
import { getFormFields, saveFormTab } from '../api/formTabs';
import { getTabDocument, saveTabDocument } from '../api/tabDocuments';
import type { CustomTabName } from '../../schemas/forms/customTabs';
import { getGroupInfo } from '../api/getGroupInfo';
import { checkContact } from './checkContact';

/** One form tab's screen configuration. */
export interface TabScreenConfig {
  /** A form tab, or a tab staff added (addedTabConfig). */
  tab: FormTab | CustomTabName;
  /** Page heading (the spec's tab title). */
  title: string;
  /** The saved_tab key Save & Continue Later files the data under (a tab staff added: its id). */
  savedTab?: SavedTab | CustomTabName;
  fetchFields: (enrollmentId: string) => Promise<FormFieldsData>;
  save: (body: SaveTabBody) => Promise<unknown>;
  /** The button between Back and Next (Personal: Enter Enroller Code; others: Save & Continue Later). */
  extraButton: 'enrollerCode' | 'saveLater';
  /** Values for empty fields when nothing has been saved for this tab yet. */
  prefill?: (enrollmentId: string) => Promise<FormValues>;
  /** A rule of domain/wizardRules that blocks Next from the current values. */
  valuesBlock?: (values: FormValues) => string | null;
  /** The external check the tab flow runs before saving, when its rule says so (existing users); rejects with field errors. */
  checkContact?: (values: TabValues) => Promise<void>;
}

/** What every form tab's configuration starts from: its title, saved_tab and endpoints, by its name. */
function formTab(tab: FormTab): Pick<TabScreenConfig, 'tab' | 'title' | 'savedTab' | 'fetchFields' | 'save'> {
  const known = WIZARD_TABS.find((t) => t.tab_name === tab)!;
  return {
    tab,
    title: known.title,
    savedTab: known.saved_tab,
    fetchFields: (enrollmentId) => getFormFields(tab, enrollmentId),
    save: (body) => saveFormTab(tab, body),
  };
}

/**
 * A tab staff added (issue 14): the generic engine over its definitions, saved into its
 * document (save-tab-document); titled as get-dynamic-tabs titles it.
 */
export function addedTabConfig(tab: CustomTabName, title: string): TabScreenConfig {
  return {
    tab,
    title,
    fetchFields: (enrollmentId) => getTabDocument(tab, enrollmentId),
    save: ({ enrollment_id: enrollmentId, ...values }) => saveTabDocument(tab, enrollmentId, values),
    savedTab: tab,
    extraButton: 'saveLater',
  };
}

/** The three tabs of this slice. */
export const TAB_CONFIGS: Record<FormTab, TabScreenConfig> = {
  primary_info: { ...formTab('primary_info'), extraButton: 'enrollerCode' },
  contact_info: { ...formTab('contact_info'), extraButton: 'saveLater', checkContact },
  employer_info: {
    ...formTab('employer_info'),
    extraButton: 'saveLater',
    prefill: (enrollmentId) => getGroupInfo(enrollmentId).then(employerPrefill),
    valuesBlock: retiredBlock,
  },
};
