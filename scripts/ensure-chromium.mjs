// Makes sure Debian's Chromium is where playwright.config.ts and the benchmarks look for it.
// Playwright never downloads a browser here: the machine's network reaches only the npm and
// Debian registries, so the browser comes from apt.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`ensure-chromium: CHROMIUM_PATH=${path} does not exist.`);
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error(
    `ensure-chromium: ${path} is missing. Install Debian's Chromium first:\n` +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}

console.error('ensure-chromium: installing Debian chromium (apt-get)');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) {
    console.error(`ensure-chromium: apt-get ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}
if (!existsSync(path)) {
  console.error(`ensure-chromium: apt-get finished but ${path} is still missing`);
  process.exit(1);
}
