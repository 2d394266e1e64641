/** Queries of the mail outbox and its attachments (developer mailbox) and of tab screenshots. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../types';

/** What the mailbox shows of an attachment (its content is served apart). */
export interface OutboxAttachmentInfo { id: string; filename: string; content_type: string; size: number }

/** The newest outbox messages first, each with its attachments' names and sizes. */
export async function listOutbox(db: Kysely<Database>, limit = 50) {
  const messages = await db.selectFrom('outbox')
    .select(['id', 'to_address as to', 'subject', 'text_body as text', 'html_body as html', 'created_at'])
    .orderBy('id', 'desc').limit(limit).execute();
  const files = messages.length === 0 ? [] : await db.selectFrom('outbox_attachments')
    .select(['id', 'outbox_id', 'filename', 'content_type', sql<number>`octet_length(content)::int`.as('size')])
    .where('outbox_id', 'in', messages.map((message) => message.id))
    .orderBy('id').execute();
  return messages.map((message) => ({
    ...message,
    attachments: files.filter((file) => file.outbox_id === message.id).map(({ outbox_id: _outbox, ...file }): OutboxAttachmentInfo => file),
  }));
}

/** The HTML body of one outbox message, or undefined (the mailbox shows it rendered). */
export async function findOutboxHtml(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('outbox').select('html_body').where('id', '=', id).executeTakeFirst();
  return row?.html_body;
}

/** One attachment with its content, or undefined. */
export async function findAttachment(db: Kysely<Database>, id: string) {
  const file = await db.selectFrom('outbox_attachments').select(['filename', 'content_type', 'content']).where('id', '=', id).executeTakeFirst();
  // PGlite hands bytea back as a Uint8Array, pg as a Buffer.
  return file && { ...file, content: Buffer.from(file.content) };
}

/** Keeps the latest screenshot of each tab of an enrollment (bounded storage). */
export async function upsertScreenshot(db: Kysely<Database>, enrollmentId: string, name: string, image: Buffer): Promise<void> {
  await db.insertInto('screenshots').values({ enrollment_id: enrollmentId, name, image })
    .onConflict((conflict) => conflict.columns(['enrollment_id', 'name']).doUpdateSet({ image, created_at: sql<Date>`now()` }))
    .execute();
}
