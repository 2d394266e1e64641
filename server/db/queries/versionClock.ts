/**
 * The clock that decides which form version is in effect (a version is active once its
 * effective_at has come). It is the database's now() and the process's Date.now(), except on the
 * e2e server, whose tests may move it (PUT /dev/test-clock, server/routes/dev/testClock.ts,
 * registered only with TEST_CLOCK=1, which NODE_ENV=production refuses): so a spec sees a
 * scheduled publish take effect at its time without waiting for it. It moves nothing else
 * (sessions, codes, audit times keep the real time). docs/security.md.
 */
import { type RawBuilder, sql } from 'kysely';

/** How far the test clock is ahead of the real one, in ms: 0 unless an e2e test moved it. */
let aheadMs = 0;

/** Now, in ms since the epoch, as the form versions' clock reads it. */
export function versionClockNow(): number {
  return Date.now() + aheadMs;
}

/** How far the test clock is ahead, in ms (0 but on the e2e server): it shapes versionClockSql's SQL, so compiled statements key by it. */
export function versionClockOffsetMs(): number {
  return aheadMs;
}

/** Now in SQL, as the form versions' clock reads it: the database's own now() unless the test clock moved. */
export function versionClockSql(): RawBuilder<Date> {
  return aheadMs === 0 ? sql<Date>`now()` : sql<Date>`now() + make_interval(secs => ${aheadMs / 1000})`;
}

/** Sets the test clock to `at` (null: the real time again). Only the e2e server's test-clock route calls this. */
export function setVersionClock(at: Date | null): void {
  aheadMs = at === null ? 0 : at.getTime() - Date.now();
}
