/**
 * Outgoing mail through nodemailer: to SMTP_URL when set, else into the outbox table that the
 * developer mailbox (/dev/mailbox) shows, so a local user can read a continue code.
 */
import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Database } from '../db/types';

export interface MailMessage { to: string; subject: string; text: string; html: string }

export interface Mailer {
  /** 'outbox' when mail is kept in the database (the mailbox page is served then). */
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const FROM = 'Benefit Store <no-reply@benefit-store.local>';

/** SMTP mailer, or the outbox mailer writing into `db`. */
export function createMailer(smtpUrl: string | undefined, db: Kysely<Database>): Mailer {
  if (smtpUrl) {
    const transport = createTransport(smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => { await transport.sendMail({ from: FROM, ...message }); },
      close: () => transport.close(),
    };
  }
  // jsonTransport renders the message as nodemailer would send it; we keep the parts the page shows.
  const transport = createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    send: async (message) => {
      await transport.sendMail({ from: FROM, ...message });
      await db.insertInto('outbox')
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
        .execute();
    },
    close: () => transport.close(),
  };
}
