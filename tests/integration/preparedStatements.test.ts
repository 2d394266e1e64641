/**
 * Named statements on PostgreSQL (server/db/preparedStatements.ts, issue 17 point 3): a registered
 * text runs as a statement the connection prepared once, with each call's own values; one whose
 * result columns changed behind it (another instance's migration) is prepared again and answers
 * the new columns; inside a transaction that failure is the caller's, and the connection recovers
 * after it; its rows are the ones pg builds for the same text unnamed, call after call, also when
 * its columns changed. On a real PostgreSQL only (TEST_DATABASE_URL: CI's PostgreSQL pass); PGlite's pool does
 * not name statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparingClient, prepareStatement, statementName } from '../../server/db/preparedStatements';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  // One connection (as a pool hands Kysely), so a temporary table and a prepared statement are seen by every call.
  let client: PreparingClient;
  beforeAll(async () => {
    client = new PreparingClient({ connectionString: url });
    await client.connect();
    await client.query('CREATE TEMP TABLE prepared_probe (id int PRIMARY KEY, label text)');
    await client.query("INSERT INTO prepared_probe VALUES (1, 'one'), (2, 'two')");
  });
  afterAll(async () => { await client.end(); });

  const byId = 'SELECT * FROM prepared_probe WHERE id = $1';
  const prepared = async () => (await client.query('SELECT name FROM pg_prepared_statements')).rows.map((row: { name: string }) => row.name);

  it('runs a registered text as one named statement, each call with its own values', async () => {
    prepareStatement(byId);
    const name = statementName(byId);
    expect(name).toMatch(/^bs_\d+$/);
    expect((await client.query(byId, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    expect((await client.query(byId, [2])).rows).toEqual([{ id: 2, label: 'two' }]);
    expect(await prepared()).toEqual([name]);
    // An unregistered text stays unnamed.
    expect((await client.query('SELECT label FROM prepared_probe WHERE id = $1', [1])).rows).toEqual([{ label: 'one' }]);
    expect(await prepared()).toEqual([name]);
  });

  it('prepares a statement again when its result columns changed behind it', async () => {
    await client.query('ALTER TABLE prepared_probe ADD COLUMN note text');
    expect((await client.query(byId, [1])).rows).toEqual([{ id: 1, label: 'one', note: null }]);
    expect((await client.query(byId, [2])).rows).toEqual([{ id: 2, label: 'two', note: null }]);
  });

  it('answers the rows pg builds, call after call and when the columns change', async () => {
    // Types the lookup's answer holds (text, int, bool, numeric, timestamptz, jsonb, json as text,
    // arrays, nulls), and a repeated name: pg keeps its last value.
    const wide = `SELECT p.id, p.label, p.id > 1 AS big, 1.50::numeric AS amount, timestamptz '2026-11-27 10:00:00+00' AS at,
      jsonb_build_object('label', p.label, 'n', p.id) AS doc, json_build_array(p.id)::text AS doc_text, ARRAY[p.id, 7] AS ids,
      NULL::text AS nothing, p.label AS id FROM prepared_probe AS p WHERE p.id = ANY($1::int[]) ORDER BY p.id`;
    const unnamed = async () => (await client.query({ text: wide, values: [[1, 2]] })).rows;
    prepareStatement(wide);
    const expected = await unnamed();
    expect(expected).toHaveLength(2);
    expect(expected[0]).toEqual({ id: 'one', label: 'one', big: false, amount: '1.50', at: new Date('2026-11-27T10:00:00Z'), doc: { label: 'one', n: 1 }, doc_text: '[1]', ids: [1, 7], nothing: null });
    for (let call = 0; call < 3; call += 1) {
      const rows = (await client.query(wide, [[1, 2]])).rows;
      expect(rows).toEqual(expected);
      expect(Object.keys(rows[0])).toEqual(Object.keys(expected[0]));
    }
    // The same statement answering other columns (prepared again) gets rows of its new columns.
    const byIdRows = (await client.query(byId, [1])).rows;
    await client.query('ALTER TABLE prepared_probe ADD COLUMN extra int DEFAULT 5');
    expect((await client.query(byId, [1])).rows).toEqual([{ ...byIdRows[0], extra: 5 }]);
    await client.query('ALTER TABLE prepared_probe DROP COLUMN extra');
    expect((await client.query(byId, [1])).rows).toEqual(byIdRows);
  });

  it('fails inside a transaction the change aborted, and recovers after it', async () => {
    await client.query('ALTER TABLE prepared_probe DROP COLUMN note');
    await client.query('BEGIN');
    await expect(client.query(byId, [1])).rejects.toThrow('cached plan must not change result type');
    await client.query('ROLLBACK');
    expect((await client.query(byId, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
  });
});
