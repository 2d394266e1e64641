/**
 * The storefront's forms for a visitor (issues 14 and 15; schemas/forms/storefrontForms.ts): the
 * default's and the visitor's portal's layers over the catalog, resolved as any form's
 * (formDefinitions/layers resolveChain: one statement reads the chain's active version ids, and a
 * chain resolved from the same ones is resolved once per instance). get-form-fields-quote and the
 * fixed forms' routes answer these definitions, and the calls that receive a form check the body
 * with the same ones, so a portal's published change shows to its visitors and is enforced. A
 * layer's overrides of catalog messages go with them, as the wizard's (data.messages; the engine
 * and the 422 both show them through adapters/messageOverrides).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { FILTER_FORM_NAMES, fieldDefinitions, formSchema, type LayeredDefinitions, type LayeredPricing, type TabForm, withFormMessages } from '../../adapters';
import type { FieldDefinition, FormFieldsData } from '../../schemas/api/types';
import type { ResolvedForm } from '../../schemas/forms/definition';
import { isLayeredPricingForm, STOREFRONT_CATALOGS, type StorefrontFormName } from '../../schemas/forms/storefrontForms';
import { sessionPortal } from '../db/queries/visitorPortal';
import type { Database } from '../db/types';
import { lookUpSession } from '../plugins/session';
import { resolveChain, scopeChain } from './formDefinitions/layers';
import type { FormSchemaRegistry } from './formSchemas';
import type { Services } from './index';

/**
 * Definitions and message overrides built per resolved form (a publish is a new resolved object),
 * and the answers by app (the registry that registered their validator: another app, on its own
 * database, registers it again) and variant.
 */
const BUILT = new WeakMap<ResolvedForm, { layered: LayeredDefinitions; answers: WeakMap<FormSchemaRegistry, Map<string, Promise<FormFieldsData>>> }>();

/**
 * The portal whose layers a storefront visitor's forms resolve with: the session's (its quote's,
 * else the group its landing, code, site or referral led to), else the default portal. A first
 * visit has no session: no statement is sent for it.
 */
export async function visitorPortal(request: FastifyRequest): Promise<number> {
  const lookup = request.sessionLookup ?? await lookUpSession(request);
  const found = lookup.live ? await sessionPortal(request.server.db, lookup.hash) : null;
  return found ?? request.server.services.config.defaultPortalId;
}

async function built(db: Kysely<Database>, form: StorefrontFormName, portalId: number) {
  const { resolved } = await resolveChain(db, form, scopeChain(portalId, null));
  let kept = BUILT.get(resolved);
  if (!kept) {
    // Values are empty on the storefront's forms (null, as their catalog answers always said).
    const defs = fieldDefinitions(STOREFRONT_CATALOGS[form], resolved).map((def) => ({ ...def, value: null }));
    // No overrides: no `messages`, so a form nobody changed answers as before.
    const messages = Object.keys(resolved.messages).length > 0 ? resolved.messages : undefined;
    kept = { layered: { defs, ...(messages && { messages }) }, answers: new WeakMap() };
    BUILT.set(resolved, kept);
  }
  return kept;
}

/** A storefront form's definitions at a portal (every field its layers show, in their order; the quote's before its variant) and its message overrides. */
export async function storefrontLayered(db: Kysely<Database>, form: StorefrontFormName, portalId: number): Promise<LayeredDefinitions> {
  return (await built(db, form, portalId)).layered;
}

/**
 * The definitions at a portal of the pricing dialogs whose answers change-filter-info saves
 * (adapters/pricingForms.ts pricingChangeErrors), of those whose fields `body` holds: a change
 * that sends none reads none.
 */
export async function layeredPricing(db: Kysely<Database>, portalId: number, body: Readonly<Record<string, unknown>>): Promise<LayeredPricing> {
  const forms = FILTER_FORM_NAMES.filter(isLayeredPricingForm).filter((form) => Object.keys(STOREFRONT_CATALOGS[form]).some((name) => body[name] !== undefined));
  return Object.fromEntries(await Promise.all(forms.map(async (form) => [form, await storefrontLayered(db, form, portalId)] as const)));
}

/**
 * get-form-fields-*'s answer of a storefront form at a portal: `variant` turns the layered
 * definitions into what the visitor sees and `build` makes its engine form, whose schema's
 * validator is registered. Kept per resolved form and `key` (the variant's), so a warm call sends
 * only the chain's one statement.
 */
export async function storefrontAnswer(
  db: Kysely<Database>, services: Services, form: StorefrontFormName, portalId: number,
  variant: { key: string; defs: (layered: FieldDefinition[]) => FieldDefinition[]; build: (defs: FieldDefinition[]) => TabForm },
): Promise<FormFieldsData> {
  const kept = await built(db, form, portalId);
  let answers = kept.answers.get(services.forms);
  if (!answers) kept.answers.set(services.forms, (answers = new Map()));
  let answer = answers.get(variant.key);
  if (!answer) {
    const { messages } = kept.layered;
    const defs = variant.defs(kept.layered.defs);
    answer = services.forms.register(formSchema(withFormMessages(variant.build(defs), messages)))
      .then((validator) => ({ result: defs, validator, ...(messages && { messages: { ...messages } }) }));
    answers.set(variant.key, answer);
    // A failed registration is not kept: the next call tries again.
    answer.catch(() => answers.delete(variant.key));
  }
  return answer;
}
