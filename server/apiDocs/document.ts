/**
 * The app's OpenAPI document, built in-process on an empty in-memory database (no demo, no
 * files): what `npm run docs:api` renders and the API docs test compares.
 */
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase } from '../db/connect';
import type { OpenApiDocument } from './render';

/** Builds the app, reads /api/v1/openapi.json and closes everything again. */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const handle = await openDatabase();
  const app = await buildApp({ database: handle, config: testConfig({ seedDemo: false, appSecret: 'docs-only-key-never-used-to-seal-anything' }) });
  try {
    const answer = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    return answer.json() as OpenApiDocument;
  } finally {
    await app.close();
    await handle.close();
  }
}
