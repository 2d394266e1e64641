/**
 * The offline default invoice service: records the enrollment's first invoice in the invoices
 * table (its number derived from the policy id, one per enrollment, so a receipt that asks again
 * gets the same invoice and no second mail) and mails it to the group contact (the group's
 * contact_email, else its rep's e-mail) in the enrollment's language, in one transaction with the mail's outbox row.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { cartOf } from '../cart';
import { enrollmentSiteKey, siteBrand } from '../siteBrand';
import type { Mailer } from '../mail';
import { invoiceMail } from './invoiceMail';
import { type InvoiceRequest, type InvoiceResult, type InvoiceService, InvoiceUnavailable } from './types';

/** The invoice number of a policy: 'INV-' and the policy's digits. */
export const invoiceNumberOf = (policyId: string): string => `INV-${policyId.replace(/^POL-/, '')}`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function existing(db: Kysely<Database>, enrollmentId: string): Promise<string | undefined> {
  const row = await db.selectFrom('invoices').select('invoice_number').where('enrollment_id', '=', enrollmentId).executeTakeFirst();
  return row?.invoice_number;
}

async function record(db: Kysely<Database>, mailer: Mailer, request: InvoiceRequest): Promise<InvoiceResult> {
  const known = await existing(db, request.enrollmentId);
  if (known) return { invoiceNumber: known };
  const about = await db.selectFrom('enrollments')
    .leftJoin('groups', 'groups.id', 'enrollments.group_id')
    .leftJoin('agents', 'agents.id', 'enrollments.agent_id')
    .select([
      'enrollments.group_id', 'enrollments.agent_id', 'enrollments.eprocess', 'enrollments.shop_eprocess', 'enrollments.open_type',
      'enrollments.primary_info', 'enrollments.language', 'groups.name as group_name', 'groups.contact_email', 'agents.email as agent_email',
    ])
    .where('enrollments.id', '=', request.enrollmentId)
    .executeTakeFirstOrThrow();
  const cart = await cartOf(db, request.enrollmentId);
  const invoiceNumber = invoiceNumberOf(request.policyId);
  const to = about.contact_email || about.agent_email || null;
  const inserted = await db.insertInto('invoices').values({
    invoice_number: invoiceNumber, enrollment_id: request.enrollmentId, policy_id: request.policyId, group_id: about.group_id,
    effective_date: request.effectiveDate, first_month_amount: cart.initial_month_cost, recurring_amount: cart.recurring_month_cost, mailed_to: to,
  }).onConflict((conflict) => conflict.column('enrollment_id').doNothing()).returning('invoice_number').executeTakeFirst();
  // A concurrent request recorded it first (and mailed it).
  if (!inserted) return { invoiceNumber: (await existing(db, request.enrollmentId)) ?? invoiceNumber };
  if (to) {
    const person = about.primary_info ?? {};
    const mail = invoiceMail({
      to, language: about.language, invoiceNumber, policyId: request.policyId, effectiveDate: request.effectiveDate, groupName: about.group_name,
      memberName: `${text(person.first_name)} ${text(person.last_name)}`.trim(), lines: cart.lines,
      firstMonth: cart.initial_month_cost, recurring: cart.recurring_month_cost, siteName: (await siteBrand(db, enrollmentSiteKey(about))).name,
    });
    // A failed send undoes the record too (the error leaves the transaction), so the next request tries both again.
    await mailer.send(mail, { db }).catch(() => {
      throw new InvoiceUnavailable('mail failed');
    });
  }
  return { invoiceNumber };
}

/** The local invoice service over `db`, mailing through `mailer`. */
export function localInvoiceService(db: Kysely<Database>, mailer: Mailer): InvoiceService {
  return {
    kind: 'local',
    generate: (request) => db.transaction().execute((trx) => record(trx, mailer, request)),
  };
}
