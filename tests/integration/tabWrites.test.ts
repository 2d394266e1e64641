/**
 * Group commit of tab saves (server/db/queries/tabWrites.ts, issue 17 point 3): saves of one
 * enrollment sent together are all answered, each tab column ends as the last write sent for it,
 * written whole; another enrollment's saves stay apart; a failed commit fails its callers and the
 * next write still goes through. Through the save routes, 20 concurrent saves all succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0002 } from '../../schemas/demo/enrollments';
import { updateTabColumn } from '../../server/db/queries/enrollments';
import { post, resume } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const row = (id: string) => t.db.selectFrom('enrollments').select(['employer_info', 'contact_info', 'updated_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('tab writes sent together', () => {
  it('answers every one and keeps each column as its last write, whole', async () => {
    const writes = Array.from({ length: 12 }, (_, n) => updateTabColumn(t.db, DEMO0001.id, n % 2 ? 'contact_info' : 'employer_info', { n, [`only_${n}`]: true }));
    writes.push(updateTabColumn(t.db, DEMO0002.id, 'employer_info', { other: 'enrollment' }));
    await Promise.all(writes);
    const saved = await row(DEMO0001.id);
    expect(saved.employer_info).toEqual({ n: 10, only_10: true });
    expect(saved.contact_info).toEqual({ n: 11, only_11: true });
    expect((await row(DEMO0002.id)).employer_info).toEqual({ other: 'enrollment' });
  });

  it('fails the callers of a failed commit, and the next write still goes through', async () => {
    const bad = 'not-a-uuid';
    const results = await Promise.allSettled([updateTabColumn(t.db, bad, 'employer_info', { a: 1 }), updateTabColumn(t.db, bad, 'contact_info', { b: 2 })]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await updateTabColumn(t.db, DEMO0001.id, 'employer_info', { after: 'failure' });
    expect((await row(DEMO0001.id)).employer_info).toEqual({ after: 'failure' });
  });

  it('writes inside a transaction at once, with the transaction', async () => {
    await t.db.transaction().execute(async (trx) => {
      await updateTabColumn(trx, DEMO0001.id, 'employer_info', { in: 'transaction' });
      expect((await trx.selectFrom('enrollments').select('employer_info').where('id', '=', DEMO0001.id).executeTakeFirstOrThrow()).employer_info).toEqual({ in: 'transaction' });
    });
  });
});

describe('save-dependent-info sent together', () => {
  it('answers 20 concurrent saves of one enrollment, and stores one of them', async () => {
    const session = await resume(t.app, DEMO0001.code, DEMO0001.email);
    const body = (n: number) => ({
      enrollment_id: DEMO0001.id,
      dependents: [{ primary_info: { relationship: 'spouse', first_name: `Robin${'x'.repeat(n)}`, last_name: 'Quinn', birthdate: '02/14/1986', gender: '1', ssn: '123450055', height_feet: '5', height_inch: '6' } }],
    });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => post(t.app, session, 'save-dependent-info', body(n))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const stored = await t.db.selectFrom('enrollments').select('dependent_info').where('id', '=', DEMO0001.id).executeTakeFirstOrThrow();
    const name = (stored.dependent_info as { dependents: { primary_info: { first_name: string } }[] }).dependents[0].primary_info.first_name;
    expect(name).toMatch(/^Robinx{0,19}$/);
  });
});
