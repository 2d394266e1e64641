/** `npm run docs:api`: writes docs/api.md from the app's OpenAPI document. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './document';
import { renderApiDocs } from './render';

/** docs/api.md of this checkout. */
export const API_DOCS_PATH = fileURLToPath(new URL('../../docs/api.md', import.meta.url));

async function main(): Promise<void> {
  writeFileSync(API_DOCS_PATH, renderApiDocs(await openApiDocument()));
  console.warn(`wrote ${API_DOCS_PATH}`);
}

await main();
