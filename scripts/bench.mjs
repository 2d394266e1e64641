// npm run bench [suite...]: makes sure the production build in dist/ is current (the bundle
// and lcp suites measure it), then runs bench/main.ts under tsx. Suites: api adapters layers keystroke bundle lcp db catalog inp lighthouse studio tabs.
import { ensureBuilt } from './lib/build.mjs';
import { runNode } from './lib/children.mjs';

const suites = process.argv.slice(2);
const env = { ...process.env };
if (suites.length === 0 || suites.includes('bundle') || suites.includes('lcp') || suites.includes('inp') || suites.includes('lighthouse') || suites.includes('studio')) {
  try {
    await ensureBuilt({ quiet: true });
  } catch (error) {
    // The other suites still run; the bundle suite reports this instead of measuring a stale dist/.
    env.BENCH_BUILD_ERROR = error.message;
  }
}
try {
  await runNode(['--import', 'tsx', 'bench/main.ts', ...suites], { env });
} catch (error) {
  console.error(`bench: ${error.message}`);
  process.exit(1);
}
