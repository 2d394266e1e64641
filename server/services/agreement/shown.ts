/**
 * What an enrollment's agreement step shows, from one resolution of its agreement definition:
 * the texts (with their hash), the verification fields and the fields a form definition added.
 * The save, the completion check and a publish's dry run (with the draft's definition) judge
 * the same three.
 */
import type { Kysely } from 'kysely';
import { AGREEMENT_FORM } from '../../../schemas/forms/agreementForm';
import type { Enrollment } from '../../db/queries/enrollments';
import type { Database } from '../../db/types';
import { enrollmentChainForm } from '../formDefinitions/enrollmentForm';
import type { ChainForm } from '../formDefinitions/layers';
import { agreementAdded } from './added';
import { agreementFields } from './fields';
import { agreementTexts } from './texts';

/** The texts, fields and added fields of `chain` (by default the enrollment's own definition, pinned). */
export async function shownAgreement(db: Kysely<Database>, enrollment: Enrollment, chain: Promise<ChainForm> = enrollmentChainForm(db, enrollment, AGREEMENT_FORM)) {
  const resolved = chain.then((form) => form.resolved);
  const [texts, fields, added] = await Promise.all([
    agreementTexts(db, enrollment, resolved), agreementFields(db, enrollment, chain), agreementAdded(db, enrollment, resolved),
  ]);
  return { texts, fields, added };
}
