/**
 * A content text's Spanish written in the studio shows on the next page (issue 18): the shell's
 * first paint keeps its public answers for a few seconds (server/plugins/shellPage.ts), and a
 * write drops what it kept, as a saved theme does, so a landing's tagline is never the one kept.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_STAFF_AUTHOR } from '../../schemas/demo/staffAccounts';
import { dataOf, put } from './helpers/client';
import { staffSession } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let staticDir: string;
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'bs-content-paint-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ config: { staticDir } });
});
afterAll(async () => {
  await t?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

/** The HTML of Jordan Avery's landing page, as a visitor without a cookie gets it. */
const landing = async () => (await t.app.inject({ method: 'GET', url: '/javery' })).body;

it('shows the landing as it is after a translation is written, not the page it kept', async () => {
  const tagline = 'A tagline written after the page was kept.';
  expect(await landing()).not.toContain(tagline);
  await t.db.updateTable('agents').set({ tagline }).where('landing_url', '=', 'javery').execute();
  // Kept for a few seconds: the page still carries the tagline it was first given.
  expect(await landing()).not.toContain(tagline);
  const author = await staffSession(t.app, DEMO_STAFF_AUTHOR.email);
  dataOf(await put(t.app, author, 'admin/content-translations', { source: tagline, translation: 'Un lema escrito después de guardar la página.' }));
  expect(await landing()).toContain(tagline);
});
