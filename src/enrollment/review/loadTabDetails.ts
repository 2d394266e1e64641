/**
 * One tile's details for its dialog. A form tab (schemas/tabs FORM_TABS) renders through the
 * engine, read-only: its field definitions (every field marked read-only) with the values of the
 * server's temp info, which masks SSNs and account numbers, so the full numbers are never shown.
 * Any other tab is its saved data summarized (adapters/summary: beneficiaries, health answers,
 * dependents, and the agreement and billing generically). A tab staff added renders through the
 * engine too, from its document (get-tab-document). The agreement's summary ends with the fields
 * a form definition added to it (get-form-fields-agreement-info's `added`, with their values).
 * A summary's content (the health questions, the beneficiaries' relationships) is said as the
 * server answers it now, in the page's language (adapters/summaryTexts.ts).
 */
import { buildForm, buildTabForm, definitionsIn, payloadToValues, type FormValues, type Payload, type TabForm } from '../../../adapters';
import { shownLanguage } from '../../../schemas/i18n/localizable';
import { summarizeForm, summarizeTab, type SummarySection, withMoreLines } from '../../../adapters/summary';
import { type ContentTexts, withContentTexts } from '../../../adapters/summaryTexts';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import { getAgreementFields } from '../../api/getAgreementFields';
import type { FieldDefinition } from '../../../schemas/api/types';
import { FORM_TABS, WIZARD_TABS, type FormTab, type TabName } from '../../../schemas/tabs';
import { getEnrollmentTempInfo } from '../../api/getEnrollmentTempInfo';
import { getFormFields } from '../../api/formTabs';
import { getTabDocument } from '../../api/tabDocuments';
import { getHealthQuestions } from '../../api/getHealthQuestions';
import { getDependentHealthQuestions } from '../../api/getDependentHealthQuestions';
import { getLookupChoices } from '../../api/getLookupChoices';
import { orElse } from '../loadStepContext';
import { catalogOf, type CustomTabName, isSpecTab, type WizardTabName } from '../../../schemas/forms/customTabs';
import { loadFormValidator, type FormValidator } from '../../engine/formValidator';

export type TabDetails =
  | { kind: 'form'; tab: FormTab | CustomTabName; form: TabForm; validation: FormValidator; values: FormValues }
  | { kind: 'summary'; section: SummarySection };

const isFormTab = (tab: TabName): tab is FormTab => (FORM_TABS as readonly string[]).includes(tab);
const asPayload = (value: unknown): Payload => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Payload) : {});

/** Every definition (and a group's or row's own) read-only. */
function readOnly(defs: FieldDefinition[]): FieldDefinition[] {
  // In the language shown too: the definition's texts carry each language (issue 18).
  return definitionsIn(defs, shownLanguage()).map((def) => ({ ...def, read_only: true, ...(def.fields ? { fields: readOnly(def.fields) } : {}) }));
}

/** A tab staff added: its definitions read-only with the values its document holds (get-tab-document). */
async function addedTabDetails(tab: CustomTabName, enrollmentId: string): Promise<TabDetails> {
  const fields = await getTabDocument(tab, enrollmentId);
  const form = buildForm(tab, catalogOf(tab), readOnly(fields.result));
  const saved = Object.fromEntries(fields.result.map((def) => [def.field_name, def.value])) as Payload;
  return { kind: 'form', tab, form, validation: await loadFormValidator(fields.validator), values: payloadToValues(form, saved) };
}

/** The agreement's saved summary followed by the fields a form definition added to it, with their values. */
async function agreementSummary(title: string, saved: Promise<Payload>, enrollmentId: string): Promise<SummarySection> {
  const [own, fields] = await Promise.all([saved.then((data) => summarizeTab(AGREEMENT_FORM, title, data)), getAgreementFields(enrollmentId)]);
  if (!fields.added?.result.length) return own;
  const form = buildForm(AGREEMENT_FORM, catalogOf(AGREEMENT_FORM), definitionsIn(fields.added.result, shownLanguage()));
  const values = Object.fromEntries(fields.added.result.map((def) => [def.field_name, def.value])) as Payload;
  return withMoreLines(own, summarizeForm(title, form, values));
}

/** The content a summary tab's saved data names, as the server says it now (a failed read: the saved English stays). */
async function contentTextsOf(tab: string, enrollmentId: string): Promise<ContentTexts> {
  const none = undefined;
  if (tab === 'primary_health_info') return { health: await orElse(getHealthQuestions(enrollmentId).then((d) => d.result), none) };
  if (tab === 'dependent_info') return { dependentHealth: await orElse(getDependentHealthQuestions(enrollmentId).then((d) => d.result), none) };
  if (tab === 'beneficiary_info') return { relationships: await orElse(getLookupChoices('beneficiary-relationships'), none) };
  return {};
}

/** Loads a tab's details for the review's dialog; rejects when they cannot be read. */
export async function loadTabDetails(tab: WizardTabName, enrollmentId: string): Promise<TabDetails> {
  if (!isSpecTab(tab)) return addedTabDetails(tab, enrollmentId);
  const known = WIZARD_TABS.find((entry) => entry.tab_name === tab)!;
  const saved = getEnrollmentTempInfo({ enrollmentId, column: known.saved_tab }).then((data) => asPayload(data.result));
  if (tab === AGREEMENT_FORM) return { kind: 'summary', section: await agreementSummary(known.title, saved, enrollmentId) };
  if (!isFormTab(tab)) {
    const [data, content] = await Promise.all([saved, contentTextsOf(tab, enrollmentId)]);
    return { kind: 'summary', section: summarizeTab(tab, known.title, withContentTexts(tab, data, content)) };
  }
  const [fields, masked] = await Promise.all([getFormFields(tab, enrollmentId), saved]);
  const form = buildTabForm(tab, readOnly(fields.result));
  return { kind: 'form', tab, form, validation: await loadFormValidator(fields.validator), values: payloadToValues(form, masked) };
}
