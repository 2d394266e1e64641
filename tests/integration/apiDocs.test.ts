/**
 * The API reference: every operation of the app's OpenAPI document has a unique operationId, a
 * summary (schemas/api/operations.ts), its session and its error statuses one by one; and
 * docs/api.md is what `npm run docs:api` renders from that document today.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApiDocs, type OpenApiDocument } from '../../server/apiDocs/render';
import { API, get } from './helpers/client';
import { createTestApp, type TestApp } from './helpers/testApp';

type Operation = OpenApiDocument['paths'][string][string] & { security?: unknown[] };

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await get(t.app, { cookie: undefined }, 'openapi.json')).json() as OpenApiDocument;
});
afterAll(async () => t.close());

const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op: op as Operation })));

describe('the API reference', () => {
  it('gives every operation a unique id and a summary of its own', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ op }) => !op.summary || op.summary.startsWith('Not documented yet')).map(({ name }) => name)).toEqual([]);
  });

  it('says which session each operation needs and lists its error statuses one by one', () => {
    const byName = new Map(operations().map(({ name, op }) => [name, op]));
    const savePersonal = byName.get(`POST ${API}/save-personal-info`)!;
    expect(savePersonal.security).toEqual([{ session: [] }]);
    expect(Object.keys(savePersonal.responses ?? {}).sort()).toEqual(['200', '401', '403', '409', '422', '5XX']);
    const resume = byName.get(`POST ${API}/continue-enrollment`)!;
    expect(resume.security).toBeUndefined();
    expect(Object.keys(resume.responses ?? {})).toContain('429');
    expect(byName.get(`GET ${API}/get-agent-members`)!.description).toMatch(/portal account/);
    expect(operations().filter(({ op }) => Object.keys(op.responses ?? {}).includes('4XX')).map(({ name }) => name)).toEqual([]);
  });

  it('docs/api.md is the rendering of the current document (run `npm run docs:api`)', () => {
    const written = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    expect(written === renderApiDocs(doc), 'docs/api.md is stale: run `npm run docs:api` and commit it').toBe(true);
  });
});
