/**
 * Saving a form tab: the body is checked with the same adapter functions the client uses
 * (payloadToValues + validateValues), read-only fields keep the server's value, the tab's rules
 * run, and only then is the payload (SSN sealed) written in one UPDATE of that tab's column.
 * Any error -> 422 and nothing written.
 */
import type { Language } from '../../schemas/i18n/language';
import type { Kysely } from 'kysely';
import { payloadToValues, toPayload, validateValues, withMessageOverrides, type Payload, type TabForm } from '../../adapters';
import type { FormTab } from '../../schemas/tabs';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database } from '../db/types';
import { unprocessable } from '../http';
import type { Services } from './index';
import { holdsMask, keepSecrets } from './keptSecrets';
import { openPayload, sealPayload } from './sealing';
import { loadTabForm, serverValues } from './tabForms';
import { TAB_RULES } from './tabRules';

export interface TabSaveOptions {
  /** Save & Continue Later: formats only, no required fields, no tab rules. */
  partial?: boolean;
  /** The caller's language: the messages the form's definition words are said in it (default English). */
  language?: Language;
}

/** The body with every read-only field replaced by the server's value (or removed); `server` may give one field's value at a time. */
export function withServerReadOnly(form: TabForm, body: Payload, server: Payload | ((name: string) => unknown)): Payload {
  const merged: Payload = { ...body };
  for (const field of form.fields) {
    if (!field.readOnly) continue;
    const value = typeof server === 'function' ? server(field.name) : server[field.name];
    if (value === undefined) delete merged[field.name];
    else merged[field.name] = value;
  }
  return merged;
}

/** Validates `body` for the tab and returns the sealed payload to store; throws 422 on errors. */
export async function preparePayload(
  db: Kysely<Database>, services: Services, enrollment: Enrollment, tab: FormTab, body: Payload, options: TabSaveOptions = {},
): Promise<Payload> {
  const form = await loadTabForm(db, enrollment, tab, options.language);
  // The saved values are opened (their SSNs decrypted) only where needed: all of them for a masked
  // secret sent back, else each read-only field's own; a save of new values decrypts nothing.
  const stored = serverValues(enrollment, tab);
  const opened = (name: string) => openPayload({ [name]: stored[name] }, services.cipher)[name];
  // A masked SSN sent back keeps the one saved (services/keptSecrets.ts); any other mask fails the check.
  const kept = holdsMask([body]) ? keepSecrets(body, [openPayload(stored, services.cipher)]) : body;
  const values = payloadToValues(form, withServerReadOnly(form, kept, opened));
  const errors = validateValues(form, values, { partial: options.partial });
  if (!options.partial) {
    const failed = new Set(errors.map((error) => error.target_element));
    for (const rule of TAB_RULES[tab]) {
      // A rule's message is one of the catalog's too: the scope's override applies (the fields' own errors have it already).
      for (const error of withMessageOverrides(await rule({ db, services, enrollment, values, failed }), form.messages)) {
        if (!failed.has(error.target_element)) errors.push(error);
      }
    }
  }
  if (errors.length > 0) unprocessable(errors);
  return sealPayload(toPayload(form, values), services.cipher);
}
