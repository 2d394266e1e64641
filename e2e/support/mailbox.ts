import type { APIRequestContext } from '@playwright/test';

/** An attachment of an outbox mail: its name, type, size and where /dev/mailbox serves it. */
export interface OutboxAttachment { id: string; filename: string; content_type: string; size: number; url: string }

/** One mail of the local outbox, as GET /dev/mailbox.json lists it (newest first). */
export interface OutboxMail {
  /** Its id: /dev/mailbox/messages/{id} shows its HTML rendered. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  attachments: OutboxAttachment[];
}

/** Reads the local outbox (mail goes there when no SMTP_URL is set). */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const response = await request.get('/dev/mailbox.json');
  if (!response.ok()) throw new Error(`GET /dev/mailbox.json answered ${response.status()}`);
  return (await response.json()) as OutboxMail[];
}

/** `to` may be a bare address or 'Name <address>'; compare the address only, case-insensitively. */
function isAddressedTo(mail: OutboxMail, email: string): boolean {
  const address = /<([^>]+)>/.exec(mail.to)?.[1] ?? mail.to;
  return address.trim().toLowerCase() === email.trim().toLowerCase();
}

/** The continue code in a mail's text, exactly where the server writes it ("Your enrollment code: AB12CD34"). */
export function extractCode(text: string): string | undefined {
  return /^Your enrollment code: ([A-Z0-9]{8})$/m.exec(text)?.[1];
}

/**
 * The continue code of the newest mail sent to `email`. Fails with the outbox's recipients when
 * no mail reached that address, so a broken send is told apart from a broken parser.
 */
export async function readLatestCode(request: APIRequestContext, email: string): Promise<string> {
  const outbox = await readOutbox(request);
  const mail = outbox.find((item) => isAddressedTo(item, email));
  if (!mail) {
    throw new Error(`no mail to ${email} in the outbox (recipients: ${outbox.map((m) => m.to).join(', ') || 'none'})`);
  }
  const code = extractCode(mail.text);
  if (!code) throw new Error(`no continue code in the newest mail to ${email}: ${JSON.stringify(mail.text)}`);
  return code;
}
