/**
 * The wizard's message overrides (issue 14 item 1): the Wizard: Messages form
 * (schemas/forms/messagesForms.ts WIZARD_MESSAGES_FORM) resolved as the wizard's tab forms are,
 * for the enrollment's portal and group and at the versions the enrollment started with
 * (services/formDefinitions/enrollmentForm.ts: pinned at checkout, moved by a publish that applies
 * to enrollments in flight). The wizard reads them through get-form-fields-wizard-messages and
 * shows them wherever it looks a catalog message up (src/shared/text/messages.ts); the wizard's
 * error answers say them too (services/messageOverridesHook.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { type TranslatedOverrides, translatedOverrides } from '../../adapters';
import { WIZARD_MESSAGES_FORM } from '../../schemas/forms/messagesForms';
import type { Enrollment } from '../db/queries/enrollments';
import type { Database } from '../db/types';
import { answeredEnrollment } from '../plugins/session';
import { enrollmentForm } from './formDefinitions/enrollmentForm';
import { resolveChain, scopeChain } from './formDefinitions/layers';
import { visitorPortal } from './storefrontForms';

/** The enrollment's overrides of the wizard's messages (its pinned versions) with their translations, or undefined when no layer overrides any. */
export async function wizardMessages(db: Kysely<Database>, enrollment: Enrollment): Promise<TranslatedOverrides | undefined> {
  return translatedOverrides(await enrollmentForm(db, enrollment, WIZARD_MESSAGES_FORM));
}

/**
 * The overrides an answer to `request` says: the enrollment's it is about (the guard's, or the
 * one a refused body names when this session holds it: plugins/session.ts answeredEnrollment);
 * without one (no session, an ended one, an enrollment this session does not hold) the visitor's
 * portal's (Default, then the portal; never another's group).
 */
export async function requestWizardMessages(request: FastifyRequest): Promise<TranslatedOverrides | undefined> {
  const { db } = request.server;
  const enrollment = await answeredEnrollment(request);
  if (enrollment) return wizardMessages(db, enrollment);
  return translatedOverrides((await resolveChain(db, WIZARD_MESSAGES_FORM, scopeChain(await visitorPortal(request), null))).resolved);
}
