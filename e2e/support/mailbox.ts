import type { APIRequestContext } from '@playwright/test';

/** One mail of the local outbox, as GET /dev/mailbox.json lists it (newest first). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
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

/**
 * The continue code in a mail's text: the upper-case token after the word "code" (the server
 * writes "Your enrollment code: AB12CD34"; codes may be all letters), else the first upper-case
 * token of 6 to 16 characters mixing letters and digits (ids, dates and base64 links are skipped).
 */
export function extractCode(text: string): string | undefined {
  const afterWord = /\b[Cc]ode\b(?:\s+is)?\s*[:-]?\s*([A-Z0-9][A-Z0-9-]{5,15})\b/.exec(text)?.[1];
  if (afterWord) return afterWord;
  return /\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6,16}\b/.exec(text)?.[0];
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
