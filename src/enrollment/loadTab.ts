/**
 * Everything a form tab needs before its machine starts, fetched in parallel: the step context,
 * the field definitions with the form's validator (the server's precompiled module: it holds the
 * schema with its options), the saved tab (for a prefill) and, where the tab has the button, the
 * enroller-code status; and what the user typed before their session ended, if this browser
 * kept it. The definitions and the validator are essential; other failures fall back to
 * stored or empty values.
 */
import { buildForm, definitionsIn, formMessagesIn, initialValues, isNothingSaved, withFormMessages, withKeptValues, withPrefill, type FormValues, type TabForm } from '../../adapters';
import type { EnrollCodeData, FieldDefinition } from '../../schemas/api/types';
import { catalogOf, isSpecTab } from '../../schemas/forms/customTabs';
import type { Language } from '../../schemas/i18n/language';
import { shownLanguage } from '../../schemas/i18n/localizable';
import { checkEnrollCode } from '../api/checkEnrollCode';
import { loadFormValidator, type FormValidator } from '../engine/formValidator';
import { readDraft } from '../session';
import { perLanguage } from '../shared/text/perLanguage';
import { loadStepContext, orElse, tempInfo, type StepContext } from './loadStepContext';
import type { TabScreenConfig } from './tabConfig';

/** A tab ready to bind: the built form, its validator, its starting values and the enrollee's context. */
export interface LoadedTab extends StepContext {
  defs: FieldDefinition[];
  /** The form in the language shown when it loaded. */
  form: TabForm;
  /** The same form in a language (its definition's texts in it): a switch shows the step's texts at once, its values kept. */
  formIn: (language: Language) => TabForm;
  validation: FormValidator;
  initial: FormValues;
  enrollCode: EnrollCodeData;
  /** The starting values include what the user typed before their session ended. */
  restoredDraft: boolean;
}

const NO_ENROLL_CODE: EnrollCodeData = { show_enroll_code: false, required: false, saved: false };

/** The tab's definitions in the language asked (the cookie's), with its form's validator: the lookups' options are in its schema. */
async function loadDefinitions(config: TabScreenConfig, enrollmentId: string) {
  const fields = await config.fetchFields(enrollmentId);
  const validation = await loadFormValidator(fields.validator);
  // The scope's overrides of catalog messages (data.messages): the engine's errors show them, as the server's do.
  // The definition's texts in the language shown (the answer carries each language: issue 18).
  const formIn = perLanguage((language) =>
    withFormMessages(buildForm(config.tab, catalogOf(config.tab), definitionsIn(fields.result, language)), formMessagesIn(fields.messages, fields.message_translations, language)));
  return { defs: fields.result, formIn, form: formIn(shownLanguage()), validation };
}

/**
 * A loaded tab with its definitions and lookup options read again in the language now shown (after a
 * switch: useStepLoad); its starting values, draft and enroller code stay (the values typed are the form's).
 */
export async function rereadTab(config: TabScreenConfig, enrollmentId: string, loaded: LoadedTab): Promise<LoadedTab> {
  return { ...loaded, ...(await loadDefinitions(config, enrollmentId)) };
}

/** Loads one tab (see the file comment); rejects only when its definitions or validator cannot load. */
export async function loadTab(config: TabScreenConfig, enrollmentId: string): Promise<LoadedTab> {
  const [context, { defs, formIn, form, validation }, saved, enrollCode] = await Promise.all([
    loadStepContext(enrollmentId),
    loadDefinitions(config, enrollmentId),
    config.prefill && isSpecTab(config.tab) ? tempInfo(enrollmentId, config.tab) : Promise.resolve(undefined),
    config.extraButton === 'enrollerCode' ? orElse(checkEnrollCode(enrollmentId), NO_ENROLL_CODE) : Promise.resolve(NO_ENROLL_CODE),
  ]);
  let initial = initialValues(form, defs);
  if (config.prefill && isNothingSaved(saved)) initial = withPrefill(initial, await orElse(config.prefill(enrollmentId), {}));
  const kept = readDraft(enrollmentId, config.tab);
  if (kept) initial = withKeptValues(form, initial, kept);
  return { ...context, defs, form, formIn, validation, initial, enrollCode, restoredDraft: kept !== null };
}
