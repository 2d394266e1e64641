/**
 * A storefront form the engine renders (issue 16 item 1): the server's definitions of it (a
 * get-form-fields-* answer) built into a TabForm by the adapters, with the validator module the
 * server compiled from that form's schema, and its portal's message overrides, in the language
 * shown. Read once per page and key.
 */
import useSWR from 'swr';
import { definitionsIn, formMessagesIn, storefrontForm, type TabForm, withFormMessages } from '../../adapters';
import type { FieldDefinition } from '../../schemas/catalog';
import type { Language } from '../../schemas/i18n/language';
import type { FixedStorefrontForm } from '../../schemas/catalog/storefront/fixedForms';
import { getStorefrontFormFields } from '../api/getStorefrontFormFields';
import type { FormFieldsData } from '../../schemas/api/types';
import { ONCE_PER_PAGE } from '../api/query';
import { loadFormValidator, type FormValidator } from '../engine/onDemand';
import { useLanguage } from '../shared/text/language';
import { withSiteMessages } from '../shared/text/messages';
import { perLanguage } from '../shared/text/perLanguage';

/** A loaded engine form: its fields and its validator. */
export interface EngineFormDefinition { form: TabForm; validation: FormValidator }

/** What a storefront form is read from: its definitions' call and how the adapters build its TabForm. */
export interface EngineFormSource { fetchFields: () => Promise<FormFieldsData>; build: (defs: FieldDefinition[]) => TabForm }

/** A loaded answer: its form built in a language, once per language (perLanguage). */
type LoadedEngineForm = (language: Language) => EngineFormDefinition;

async function loadEngineForm({ fetchFields, build }: EngineFormSource): Promise<LoadedEngineForm> {
  const answer = await fetchFields();
  const validation = await loadFormValidator(answer.validator);
  // The definition's texts carry every language it gives (issue 18): the form says the language
  // shown, and a switch builds the other from the same answer, at once, the values kept. The
  // portal's overrides of catalog messages (data.messages) go with it: the engine's errors show
  // them, as the server's 422 does.
  return perLanguage((language) => ({
    form: withFormMessages(build(definitionsIn(answer.result, language)), formMessagesIn(answer.messages, answer.message_translations, language)),
    validation,
  }));
}

/**
 * A loaded storefront form with the site's message overrides under its own (issue 14): the engine's
 * own checks then say what the server's 422 of its call says. Read at render, so overrides that
 * arrive later show at the next render; the same definition while nothing changes.
 */
export function withSiteDefinition<T extends EngineFormDefinition>(definition: T | undefined): T | undefined {
  if (!definition) return definition;
  const form = withSiteMessages(definition.form);
  return form === definition.form ? definition : siteDefinition(definition, form);
}

const composed = new WeakMap<EngineFormDefinition, EngineFormDefinition>();
function siteDefinition<T extends EngineFormDefinition>(definition: T, form: T['form']): T {
  const kept = composed.get(definition);
  if (kept?.form === form) return kept as T;
  const next = { ...definition, form };
  composed.set(definition, next);
  return next;
}

/** The form under `key` (undefined while it loads), and whether it could not load. */
export function useEngineForm(key: readonly unknown[], source: EngineFormSource): { definition?: EngineFormDefinition; failed: boolean } {
  const answer = useSWR(key, () => loadEngineForm(source), ONCE_PER_PAGE);
  const language = useLanguage();
  return { definition: withSiteDefinition(answer.data?.(language)), failed: answer.error !== undefined };
}

/** A fixed storefront form (send-quote, access-code, group-code) as the engine renders it. */
export function useStorefrontForm(form: FixedStorefrontForm) {
  return useEngineForm(['storefront-form', form], { fetchFields: () => getStorefrontFormFields(form), build: (defs) => storefrontForm(form, defs) });
}
