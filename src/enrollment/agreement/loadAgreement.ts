/**
 * Everything the agreement step needs before its machine starts, fetched in parallel: the step
 * context, the agreement texts (with their hash), the verification fields, and what was saved
 * (the agreements checked in a draft or an earlier signing, if on these same texts); then what
 * the user had done before their session ended, if this browser kept it. The texts and the
 * fields are essential; a failed read of the saved column starts from nothing. The fields a form
 * definition added to the tab come with the fields' answer (loadAddedFields), and so do the
 * scopes' message overrides.
 */
import type { MessageOverrides } from '../../../adapters';
import type { AgreementText, FieldDefinition } from '../../../schemas/api/types';
import { type AddedFields, loadAddedFields } from './loadAddedFields';
import { getAgreementFields } from '../../api/getAgreementFields';
import { getAgreementTexts } from '../../api/getAgreementTexts';
import { readDraft } from '../../session';
import { loadStepContext, tempInfo, type StepContext } from '../loadStepContext';

/** The tab name the step's kept values and screenshot are filed under. */
export const AGREEMENT_TAB = 'agreement_info';

export interface LoadedAgreement extends StepContext {
  texts: AgreementText[];
  hash: string;
  fields: FieldDefinition[];
  /** Agreements checked when the step opens. */
  accepted: number[];
  /** The editable fields' starting values. */
  values: Record<string, string>;
  /** The starting values include what the user did before their session ended. */
  restoredDraft: boolean;
  /** The fields a form definition added to the tab, or null. */
  added: AddedFields | null;
  /** The scopes' overrides of catalog messages (the machine's messages are shown in their words). */
  messages?: MessageOverrides;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []);

/** The editable fields' values: the server's (a saved answer), or the kept ones. */
export function editableValues(fields: FieldDefinition[], kept: Record<string, unknown> | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.read_only || field.field_name === 'signature') continue;
    const keptValue = kept?.[field.field_name];
    values[field.field_name] = typeof keptValue === 'string' ? keptValue : typeof field.value === 'string' ? field.value : '';
  }
  return values;
}

/**
 * The loaded step with its agreement texts read again in the language now shown (after a switch:
 * useStepLoad; the server answers them in the enrollment's language, which the switch set); what is
 * checked, typed and signed is the step's. Texts that are no longer the same agreements stay as read.
 */
export async function rereadAgreement(enrollmentId: string, loaded: LoadedAgreement): Promise<LoadedAgreement> {
  const texts = await getAgreementTexts(enrollmentId);
  const same = texts.result.length === loaded.texts.length && texts.result.every((text, index) => text.id === loaded.texts[index].id);
  return same ? { ...loaded, texts: texts.result, hash: texts.hash } : loaded;
}

/** Loads the agreement step (see the file comment); rejects only when the texts or the fields cannot load. */
export async function loadAgreement(enrollmentId: string): Promise<LoadedAgreement> {
  const [context, texts, fields, saved] = await Promise.all([
    loadStepContext(enrollmentId), getAgreementTexts(enrollmentId), getAgreementFields(enrollmentId), tempInfo(enrollmentId, 'aggrement_info'),
  ]);
  const kept = readDraft(enrollmentId, AGREEMENT_TAB);
  // Checked agreements count only for the texts they were checked on.
  const source = [kept, saved].find((candidate) => isRecord(candidate) && candidate.agreement_hash === texts.hash) as Record<string, unknown> | undefined;
  const accepted = numbers(source?.accepted_agreements);
  const added = await loadAddedFields(fields, fields.messages);
  return {
    ...context, texts: texts.result, hash: texts.hash, fields: fields.result, accepted, values: editableValues(fields.result, kept), restoredDraft: kept !== null,
    added, messages: fields.messages,
  };
}
