#!/usr/bin/env node
/**
 * Counts the user-facing text literals in JSX that lint/uiText.mjs refuses, per folder, so the
 * figure of issue 16 item 3 is reproducible: `node lint/countUiText.mjs [folder…]` (default src).
 * `--list` prints each one. `npm run lint` enforces zero for src/ through .oxlintrc.json.
 */
import { countFindings } from './countFindings.mjs';

countFindings('lint/uiText.oxlintrc.json', 'ui-text(no-jsx-literal)', ['src'], (d) => d.message.match(/write (".*") there/)?.[1] ?? '');
