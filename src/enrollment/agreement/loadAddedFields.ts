/**
 * The fields a form definition added to the agreement tab (get-form-fields-agreement-info's
 * `added`, our extension): their form, built as a form tab's from the definitions, the server's
 * precompiled validator of it and the saved values. Null when the definition adds none.
 */
import { buildForm, definitionsIn, initialValues, withFormMessages, type FormValues, type MessageOverrides, type TabForm } from '../../../adapters';
import type { AgreementFieldsData } from '../../../schemas/api/types';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import { catalogOf } from '../../../schemas/forms/customTabs';
import type { Language } from '../../../schemas/i18n/language';
import { shownLanguage } from '../../../schemas/i18n/localizable';
import { loadFormValidator, type FormValidator } from '../../engine/formValidator';
import { perLanguage } from '../../shared/text/perLanguage';

/** The added fields ready to render with the engine; their form in any language (a switch says their texts at once). */
export interface AddedFields { form: TabForm; formIn: (language: Language) => TabForm; validation: FormValidator; initial: FormValues }

/** Builds the added fields' form and loads its validator; null when there are none. */
export async function loadAddedFields(answer: AgreementFieldsData, messages?: MessageOverrides): Promise<AddedFields | null> {
  if (!answer.added || answer.added.result.length === 0) return null;
  const { result: defs, validator } = answer.added;
  const formIn = perLanguage((language) => withFormMessages(buildForm(AGREEMENT_FORM, catalogOf(AGREEMENT_FORM), definitionsIn(defs, language)), messages));
  const form = formIn(shownLanguage());
  return { form, formIn, validation: await loadFormValidator(validator), initial: initialValues(form, defs) };
}
