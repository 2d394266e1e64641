/**
 * Limits on mail a caller makes the server send (issue 13, finding 6): every mail sent on a
 * caller's request counts against the caller's session, the caller's address (IPv4 as is, an
 * IPv6 /64 as one) and the recipient (trimmed, lower-case), each stored as a sha256 only. One
 * mail is counted and allowed or refused in one atomic step in the database (advisory locks on
 * the keys, then count and insert), so the limits hold under parallel requests and across
 * instances. A refused mail is not counted, so a refusal never extends the wait.
 *
 * Why these numbers, per sliding hour: a person saving for later or a prospect getting a quote
 * receives one to three mails, so 5 per recipient leaves room for retries while a stranger can
 * put no more than that into anybody's inbox; 10 per session lets a rep quote several prospects
 * in one sitting; 20 per address lets an office behind one NAT address work normally. A new
 * session costs nothing to get, so the address and recipient limits are the ones that bind an
 * attacker; the session limit stops one browser early.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { MESSAGES } from '../../schemas/messages';
import { lockMailKeys, purgeMailSends, recentMailCounts, recordMailSend } from '../db/queries/mailSends';
import type { Database } from '../db/types';
import { ApiError, fieldError } from '../http';
import { sessionHashOf } from '../plugins/session';
import { normalizeEmail, sha256 } from './codes';
import { callerAddress } from './resume';

/** The window every limit counts in. */
export const MAIL_WINDOW_SECONDS = 60 * 60;

/** What one mail counts against. */
export type MailKeyKind = 'session' | 'address' | 'recipient';

/** The most mails per key kind within the window; a kind left out is not limited (nor counted). */
export type MailLimits = Partial<Record<MailKeyKind, number>>;

/** The limits of mail a visitor asks for (continue codes, quotes). */
export const MAIL_LIMITS = { session: 10, address: 20, recipient: 5 } as const satisfies Required<MailLimits>;

/** Who asks for a mail and to whom: the session's hash (null without one), the client IP and the recipient. */
export interface MailSender { session: string | null; ip: string }

/** The caller of a request as a mail sender. */
export function mailSenderOf(request: FastifyRequest): MailSender {
  return { session: sessionHashOf(request), ip: request.ip };
}

/** The stored keys of one mail, by kind (no session key without a session). */
function mailKeys(sender: MailSender, recipient: string): Partial<Record<MailKeyKind, string>> {
  return {
    ...(sender.session ? { session: sha256(`mail-session:${sender.session}`) } : {}),
    address: sha256(`mail-address:${callerAddress(sender.ip)}`),
    recipient: sha256(`mail-recipient:${normalizeEmail(recipient)}`),
  };
}

/** Counts and decides inside `trx`: true and counted when every limited key is under its limit. */
async function claim(trx: Kysely<Database>, sender: MailSender, recipient: string, limits: MailLimits): Promise<boolean> {
  const all = mailKeys(sender, recipient);
  const keys = (Object.keys(limits) as MailKeyKind[]).flatMap((kind) => (all[kind] ? [{ hash: all[kind], limit: limits[kind]! }] : []));
  if (keys.length === 0) return true;
  const hashes = keys.map((key) => key.hash);
  await lockMailKeys(trx, hashes);
  const counts = await recentMailCounts(trx, hashes, MAIL_WINDOW_SECONDS);
  if (keys.some((key) => (counts.get(key.hash) ?? 0) >= key.limit)) return false;
  await recordMailSend(trx, hashes);
  await purgeMailSends(trx, MAIL_WINDOW_SECONDS);
  return true;
}

/**
 * Counts one mail from `sender` to `recipient` if the limits allow it; false (nothing counted)
 * when one is reached. Inside a transaction (`db.isTransaction`) the count is part of it, so it
 * is undone with it; otherwise it runs in a transaction of its own.
 */
export async function claimMailSend(db: Kysely<Database>, sender: MailSender, recipient: string, limits: MailLimits = MAIL_LIMITS): Promise<boolean> {
  return db.isTransaction ? claim(db, sender, recipient, limits) : db.transaction().execute((trx) => claim(trx, sender, recipient, limits));
}

/** claimMailSend with MAIL_LIMITS, or 429 at `target` (the field where the user typed the address) with MESSAGES.mailThrottled. */
export async function requireMailAllowance(db: Kysely<Database>, sender: MailSender, recipient: string, target: string): Promise<void> {
  if (!(await claimMailSend(db, sender, recipient))) throw new ApiError(429, [fieldError(target, MESSAGES.mailThrottled)]);
}
