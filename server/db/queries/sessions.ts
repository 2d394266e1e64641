/**
 * Queries of server-issued sessions. Time is measured on the database's clock (now()), so several
 * instances sharing one PostgreSQL agree on it whatever their own clocks say. A session lives
 * while it was used within the idle limit AND was created within the absolute limit; a lookup
 * finds only sessions within the absolute limit and answers their clock (idle seconds, seconds
 * left of the lifetime) together with what the route needs (its enrollment, or whether it holds
 * any), so a guarded request costs one query.
 */
import type { CompiledQuery, InferResult, Kysely } from 'kysely';
import { sql } from 'kysely';
import { prepareStatement } from '../preparedStatements';
import type { Database, Enrollment } from '../types';
import { cartPlanTypesColumn } from './cart';
import { type ChainState, chainStateColumns, chainStateOf } from './chainState';
import { versionClockOffsetMs } from './versionClock';

/** How long a session lives: unused for `idleSeconds` (sliding), and `absoluteSeconds` after it was issued. */
export interface SessionLimits { idleSeconds: number; absoluteSeconds: number }

/** A session's clock on the database: seconds since its last use and seconds left of its absolute lifetime. */
export interface SessionClock { idleFor: number; lifeLeft: number }

const secs = (seconds: number) => sql`make_interval(secs => ${seconds})`;
const idleFor = sql<number>`extract(epoch from now() - s.last_seen_at)::float8`;
const lifeLeft = (absoluteSeconds: number) => sql<number>`extract(epoch from s.created_at + ${secs(absoluteSeconds)} - now())::float8`;

/** The one test of the absolute lifetime, for a query over `sessions as s`. */
export const withinLifetime = (absoluteSeconds: number) => sql<boolean>`s.created_at > now() - ${secs(absoluteSeconds)}`;

/** The one test of a live session (idle and absolute limits), for a query over `sessions as s`. */
export const sessionLive = (limits: SessionLimits) =>
  sql<boolean>`(s.last_seen_at > now() - ${secs(limits.idleSeconds)} AND ${withinLifetime(limits.absoluteSeconds)})`;

/** The clock's columns (idle_for, life_left) of a select over `sessions as s`. */
export const clockColumns = (absoluteSeconds: number) => [idleFor.as('idle_for'), lifeLeft(absoluteSeconds).as('life_left')] as const;

const clockOf = (row: { idle_for: number; life_left: number }): SessionClock => ({ idleFor: row.idle_for, lifeLeft: row.life_left });

/**
 * Records a session the server just issued. Its lifetime starts now, unless it takes over `from`,
 * a live session holding enrollments: then it keeps that one's start, so renewing a session
 * (a resume or sign-in, which anyone can do with a code or account of their own) never stretches
 * the lifetime of what the session held.
 */
export async function createSession(db: Kysely<Database>, idHash: string, from?: { idHash: string; limits: SessionLimits }): Promise<void> {
  const started = from
    ? sql<Date>`coalesce((SELECT s.created_at FROM sessions AS s WHERE s.id_hash = ${from.idHash} AND ${sessionLive(from.limits)}
        AND EXISTS (SELECT 1 FROM enrollments AS e WHERE e.session_hash = s.id_hash)), now())`
    : undefined;
  await db.insertInto('sessions').values({ id_hash: idHash, ...(started ? { created_at: started } : {}) }).execute();
}

/** Forgets a session (its enrollments lose their binding with it). */
export async function deleteSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** The session's clock, or undefined when the server holds no such session within its lifetime. */
export async function sessionClock(db: Kysely<Database>, idHash: string, absoluteSeconds: number): Promise<SessionClock | undefined> {
  const row = await db.selectFrom('sessions as s').select(clockColumns(absoluteSeconds))
    .where('s.id_hash', '=', idHash).where(withinLifetime(absoluteSeconds)).executeTakeFirst();
  return row && clockOf(row);
}

/** What a bound route's lookup reads besides the session and the enrollment (plugins/session.ts: formStateWith). */
export interface LookupReadAhead {
  /** This form's state for the enrollment's chain of scopes. */
  form?: string;
  /** The plan types of the enrollment's cart lines (save-dependent-info's tier rules). */
  cart?: boolean;
}

/** The lookup's statement: the session's clock, the enrollment if bound to it, and what `readAhead` names. */
function lookupQuery(db: Kysely<Database>, idHash: string, enrollmentId: string, absoluteSeconds: number, readAhead: LookupReadAhead) {
  const { form, cart = false } = readAhead;
  return db.selectFrom('sessions as s')
    .leftJoin('enrollments as e', (join) => join.onRef('e.session_hash', '=', 's.id_hash').on('e.id', '=', enrollmentId))
    .selectAll('e')
    .select([idleFor.as('session_idle_for'), lifeLeft(absoluteSeconds).as('session_life_left')])
    .$if(form !== undefined, (query) => query.select((eb) => {
      const chain = [{ scope: 'default', scope_id: 0 }, { scope: 'portal', scope_id: eb.ref('e.portal_id') }, { scope: 'group', scope_id: eb.ref('e.group_id') }] as const;
      return chainStateColumns(eb, form as string, chain, chain);
    }))
    .$if(cart, (query) => query.select((eb) => cartPlanTypesColumn(eb, eb.ref('e.id'))))
    .where('s.id_hash', '=', idHash).where(withinLifetime(absoluteSeconds));
}

type LookupRow = InferResult<ReturnType<typeof lookupQuery>>[number];

/** Stand-ins for the two values that change per request, found by identity among a compiled statement's parameters. */
const HASH_SLOT = '\u0000session-hash';
const ENROLLMENT_SLOT = '\u0000enrollment-id';

/** A compiled lookup and where its per-request values go. */
interface PreparedLookup { compiled: CompiledQuery<LookupRow>; hashAt: number[]; enrollmentAt: number[] }

/** Compiled lookups by what shapes their SQL; the test clock's offset is part of it (the e2e server moves it). */
const PREPARED = new Map<string, PreparedLookup>();
/** A handful of shapes in use (two save routes' forms, and tests' clock offsets): past this, start over. */
const PREPARED_LIMIT = 64;

/**
 * The lookup compiled once per shape (form, cart, lifetime, version clock) and reused with this
 * request's session hash and enrollment id put in their parameter slots: building and compiling
 * the statement with Kysely each time was about a tenth of a save's CPU (the profile in
 * docs/save-latency.md). The SQL is the one lookupQuery builds; only the values change.
 */
function preparedLookup(db: Kysely<Database>, absoluteSeconds: number, readAhead: LookupReadAhead): PreparedLookup {
  const key = `${absoluteSeconds}|${readAhead.form ?? ''}|${readAhead.cart ? 1 : 0}|${versionClockOffsetMs()}`;
  let prepared = PREPARED.get(key);
  if (!prepared) {
    const compiled = lookupQuery(db, HASH_SLOT, ENROLLMENT_SLOT, absoluteSeconds, readAhead).compile();
    const at = (slot: string) => compiled.parameters.flatMap((value, index) => (value === slot ? [index] : []));
    const slots = { hashAt: at(HASH_SLOT), enrollmentAt: at(ENROLLMENT_SLOT) };
    // A value Kysely wrote into the SQL instead of a parameter would be the stand-in for every request: refuse to run.
    if (slots.hashAt.length === 0 || slots.enrollmentAt.length === 0) throw new Error('the session lookup lost a parameter slot');
    if (PREPARED.size >= PREPARED_LIMIT) PREPARED.clear();
    PREPARED.set(key, (prepared = { compiled, ...slots }));
    // Run named on PostgreSQL: its parse and plan were most of a save's database CPU.
    prepareStatement(compiled.sql);
  }
  return prepared;
}

/**
 * The session's clock and, in the same query, the enrollment `enrollmentId` if it is bound to this
 * session; with `readAhead.form`, also that form's state for the enrollment's chain of scopes
 * (default, its portal, its group; the active version of each, the enrollment's pins are applied
 * by the reader), so a save reads what its form is made of in the statement that checks who is
 * asking; with `readAhead.cart`, the plan types of its cart lines.
 */
export async function sessionWithEnrollment(
  db: Kysely<Database>, idHash: string, enrollmentId: string, absoluteSeconds: number, readAhead: LookupReadAhead = {},
): Promise<{ clock: SessionClock; enrollment: Enrollment | undefined; formState?: ChainState; cartPlanTypes?: { plan_type: string }[] } | undefined> {
  const { compiled, hashAt, enrollmentAt } = preparedLookup(db, absoluteSeconds, readAhead);
  const parameters = [...compiled.parameters];
  for (const index of hashAt) parameters[index] = idHash;
  for (const index of enrollmentAt) parameters[index] = enrollmentId;
  const [row] = (await db.executeQuery<LookupRow>({ ...compiled, parameters })).rows;
  if (!row) return undefined;
  const {
    session_idle_for: idle, session_life_left: left, chain_rows: rows, chain_versions: versions, cart_plan_types: planTypes, ...enrollment
  } = row as LookupRow & { chain_rows?: unknown; chain_versions?: unknown; cart_plan_types?: { plan_type: string }[] };
  const clock = { idleFor: idle, lifeLeft: left };
  if (enrollment.id === null) return { clock, enrollment: undefined };
  return {
    clock, enrollment: enrollment as Enrollment,
    ...(readAhead.form !== undefined && { formState: chainStateOf({ chain_rows: rows, chain_versions: versions }) }),
    ...(readAhead.cart && { cartPlanTypes: planTypes ?? [] }),
  };
}

/** The session's clock and whether it holds at least one enrollment, in one query. */
export async function sessionHoldingAny(
  db: Kysely<Database>, idHash: string, absoluteSeconds: number,
): Promise<{ clock: SessionClock; holdsAny: boolean } | undefined> {
  const row = await db.selectFrom('sessions as s')
    .select([
      ...clockColumns(absoluteSeconds),
      (eb) => eb.exists(eb.selectFrom('enrollments as e').select('e.id').whereRef('e.session_hash', '=', 's.id_hash')).as('holds_any'),
    ])
    .where('s.id_hash', '=', idHash).where(withinLifetime(absoluteSeconds))
    .executeTakeFirst();
  return row && { clock: clockOf(row), holdsAny: Boolean(row.holds_any) };
}

/** Marks a live session used now; the seconds left of its lifetime, or undefined when it is not live. */
export async function touchSession(db: Kysely<Database>, idHash: string, limits: SessionLimits): Promise<number | undefined> {
  const row = await db.updateTable('sessions as s').set({ last_seen_at: sql<Date>`now()` })
    .where('s.id_hash', '=', idHash).where(sessionLive(limits))
    .returning(lifeLeft(limits.absoluteSeconds).as('life_left'))
    .executeTakeFirst();
  return row?.life_left;
}

/**
 * Deletes sessions unused for `olderThanSeconds`, at most `limit` of them, so each call stays
 * cheap (by the last_seen_at index) however many have piled up. A session past its absolute
 * lifetime can no longer be touched, so it ages out the same way.
 */
export async function purgeSessions(db: Kysely<Database>, olderThanSeconds: number, limit = 100): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', 'in', (eb) => eb.selectFrom('sessions as s').select('s.id_hash')
    .where(sql<boolean>`s.last_seen_at < now() - ${secs(olderThanSeconds)}`).limit(limit))
    .execute();
}
