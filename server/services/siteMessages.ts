/**
 * The storefront's message overrides (issue 14 item 1): the Storefront: Messages form
 * (schemas/forms/storefrontForms.ts SITE_MESSAGES_FORM) resolved for a portal like any storefront
 * form (default, then the portal; versions, publish, rollback and audit are the forms' own). The app
 * reads them through get-form-fields-messages and shows them wherever it looks a catalog message up
 * (src/shared/text/messages.ts); the storefront's error answers say them too (services/messageOverridesHook.ts), so
 * a page and the server's 422 it shows speak the same text. Each override comes with the
 * definition's Spanish of it (issue 18: publishing asks for it), which a Spanish caller meets instead.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type TranslatedOverrides, translatedOverrides } from '../../adapters';
import { SITE_MESSAGES_FORM } from '../../schemas/forms/storefrontForms';
import type { Database } from '../db/types';
import { resolveChain, scopeChain } from './formDefinitions/layers';
import { visitorPortal } from './storefrontForms';

/** A portal's overrides of the storefront's messages with their translations, or undefined when no layer overrides any (one statement, the chain's). */
export async function siteMessages(db: Kysely<Database>, portalId: number): Promise<TranslatedOverrides | undefined> {
  return translatedOverrides((await resolveChain(db, SITE_MESSAGES_FORM, scopeChain(portalId, null))).resolved);
}

/** The overrides of the caller's portal (the session's, else the default: services/storefrontForms.ts visitorPortal). */
export async function visitorSiteMessages(request: FastifyRequest): Promise<TranslatedOverrides | undefined> {
  return siteMessages(request.server.db, await visitorPortal(request));
}

