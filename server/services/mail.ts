/**
 * Outgoing mail through nodemailer: to SMTP_URL when set, else into the outbox table (and its
 * attachments) that the developer mailbox (/dev/mailbox) shows, so a local user can read a
 * continue code or open the enrollment copy of a receipt.
 */
import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Language } from '../../schemas/i18n/language';
import type { Database } from '../db/types';

/** A file sent with a mail (the enrollment copy of the receipt). */
export interface MailAttachment { filename: string; contentType: string; content: Buffer }

export interface MailMessage {
  to: string; subject: string; text: string; html: string; attachments?: MailAttachment[];
  /** The site the mail is about (a rep's or group's landing site): it names the sender. The store's name when absent. */
  siteName?: string;
  /** The language the mail is written in (issue 18): its HTML says so, for a screen reader's voice. */
  language?: Language;
}

/** The message as it is sent and kept: its HTML inside an element naming its language, when it has one. */
function marked({ language, ...message }: MailMessage): MailMessage {
  return language ? { ...message, html: `<div lang="${language}">${message.html}</div>` } : message;
}

export interface SendOptions {
  /**
   * The database (or transaction) the outbox writes through: a mail sent inside a transaction is
   * kept only if the transaction commits (ignored by SMTP, which has sent it by then).
   */
  db?: Kysely<Database>;
}

export interface Mailer {
  /** 'outbox' when mail is kept in the database (the mailbox page is served then). */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): void;
}

const FROM_ADDRESS = 'no-reply@benefit-store.local';
const STORE_NAME = 'Benefit Store';

/**
 * The sender of a mail about `siteName`'s visitor: that site's name over the one no-reply address,
 * so a mail from Jordan Avery's site reads 'Jordan Avery Benefits' in the inbox. An object, not a
 * string, so nodemailer quotes a name holding commas or quotes.
 */
export function mailFrom(siteName: string | undefined): { name: string; address: string } {
  return { name: siteName?.trim() || STORE_NAME, address: FROM_ADDRESS };
}

/** The message as nodemailer takes it: copies of the attachments, since nodemailer rewrites their content in place (to base64). */
export function forTransport(mail: MailMessage) {
  const { siteName, ...message } = marked(mail);
  return { from: mailFrom(siteName), ...message, attachments: message.attachments?.map((file) => ({ ...file })) };
}

/** SMTP mailer, or the outbox mailer writing into `db`. */
export function createMailer(smtpUrl: string | undefined, db: Kysely<Database>): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => { await transport.sendMail(forTransport(message)); },
      close: () => transport.close(),
    };
  }
  // jsonTransport renders the message as nodemailer would send it; we keep the parts the page shows.
  const transport = createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    send: async (mail, options = {}) => {
      await transport.sendMail(forTransport(mail));
      const message = marked(mail);
      const into = options.db ?? db;
      const { id } = await into.insertInto('outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
        .returning('id').executeTakeFirstOrThrow();
      const files = message.attachments ?? [];
      if (files.length > 0) {
        await into.insertInto('outbox_attachments')
          .values(files.map((file) => ({ outbox_id: id, filename: file.filename, content_type: file.contentType, content: file.content })))
          .execute();
      }
    },
    close: () => transport.close(),
  };
}
