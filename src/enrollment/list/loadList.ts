/**
 * What every list step loads besides its own items: the item form (the server's definitions and
 * its precompiled validator), and the items kept in this browser when the session ended (they
 * win over the server's, as a form step's typed values do; what the browser never keeps, an
 * SSN or health answers, comes from the server's copy of the same person when it has one).
 */
import { buildTabForm, definitionsIn, formMessagesIn, type MessageOverrides, type TabForm, withFormMessages } from '../../../adapters';
import type { Language } from '../../../schemas/i18n/language';
import { shownLanguage } from '../../../schemas/i18n/localizable';
import type { ListItem } from '../../../machines/listStep';
import type { FieldDefinition, FormName } from '../../../schemas/catalog';
import { loadFormValidator, type FormValidator } from '../../engine/formValidator';
import { readDraft } from '../../session';
import { perLanguage } from '../../shared/text/perLanguage';

/** The item form of a list step (in the language shown when it loaded, and in any: a switch shows its texts at once) and its validator. */
export interface ItemForm { form: TabForm; formIn: (language: Language) => TabForm; validation: FormValidator }

/** What an item form's answer carries (get-beneficiary-form-fields, the dependents' form). */
interface ItemFormAnswer { result: FieldDefinition[]; validator: string; messages?: MessageOverrides; message_translations?: { es?: MessageOverrides }; max_items?: number }

/** Builds the item form from its definitions (with the list's limit when its layers set one) and loads its validator module (by the answer's hash). */
export async function loadItemForm(name: FormName, answer: ItemFormAnswer): Promise<ItemForm> {
  // The definition's texts in the language shown (the answer carries each language: issue 18).
  const formIn = perLanguage((language) => {
    const form = withFormMessages(buildTabForm(name, definitionsIn(answer.result, language)), formMessagesIn(answer.messages, answer.message_translations, language));
    return answer.max_items === undefined ? form : { ...form, maxItems: answer.max_items };
  });
  return { form: formIn(shownLanguage()), formIn, validation: await loadFormValidator(answer.validator) };
}

/** Whether two items are the same person (names and birth date; the kept one carries no SSN to compare). */
const samePerson = (a: ListItem, b: ListItem) => Boolean(a.first_name) && ['first_name', 'last_name', 'birthdate'].every((key) => a[key] === b[key]);

/**
 * The items this browser kept for the step when the session ended, or null; each completed by the
 * server's `saved` item of the same person, for the values the storage policy never keeps.
 */
export function keptItems(enrollmentId: string, tab: string, saved: readonly ListItem[]): ListItem[] | null {
  const items: unknown = readDraft(enrollmentId, tab)?.items;
  if (!Array.isArray(items)) return null;
  return items
    .filter((item: unknown): item is ListItem => typeof item === 'object' && item !== null && !Array.isArray(item))
    .map((item) => ({ ...saved.find((other) => samePerson(other, item)), ...item }));
}
