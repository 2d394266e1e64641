/**
 * The rule message-codes/no-message-compare (lint/messageCompare.mjs) really fails `npm run lint`
 * where a screen, a machine, a rule or the server decides by a message's wording, and lets
 * through what is not such a decision: showing a message, asking whether there is one, comparing
 * a code, testing a message in tests.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { lintCopy as lint, removeLintCopies, type LintRun } from './lintCopy';

const RULE = 'message-codes(no-message-compare)';
const CATALOG = "export const MESSAGES = { blackout: 'Plan is in a blackout period', required: 'Field is required' };\n";

afterEach(removeLintCopies);

/** The lines of `file` the rule refused. */
function refusedLines(run: LintRun, file: string): number[] {
  return run.diagnostics.filter((d) => d.code === RULE && d.filename.replaceAll('\\', '/') === file).map((d) => d.labels[0].span.line);
}

describe('message-codes/no-message-compare', () => {
  it('refuses deciding by wording in src/, machines/, domain/ and server/', () => {
    const run = lint({
      'schemas/messages.ts': CATALOG,
      'src/storefront/Refusal.tsx': [
        "import { MESSAGES } from '../../schemas/messages';",
        'export const isBlackout = (error: { message: string }) => error.message === MESSAGES.blackout;',
        "export const isLocked = (error: { error_message: string }) => error.error_message.includes('locked');",
        "export const tone = (message: string) => (message === 'Plan is in a blackout period' ? 'error' : 'info');",
        'export const known = (texts: string[]) => texts.includes(MESSAGES.required);',
        '',
      ].join('\n'),
      'machines/refusal.ts': [
        "import { MESSAGES } from '../schemas/messages';",
        'export function dialogOf(failure: { message: string }): string {',
        '  switch (failure.message) {',
        "    case MESSAGES.blackout: return 'none';",
        "    default: return 'alert';",
        '  }',
        '}',
        '',
      ].join('\n'),
      'domain/refusal.ts': 'export const declined = (answer: { message: string }) => /declin/i.test(answer.message);\n',
      'server/services/signIn.ts': "import { MESSAGES } from '../../schemas/messages';\nexport const locked = (errors: { error_message: string }[]) => errors[0]?.error_message === MESSAGES.required;\n",
    });
    expect(run.status).not.toBe(0);
    expect(refusedLines(run, 'src/storefront/Refusal.tsx')).toEqual([2, 3, 4, 5]);
    expect(refusedLines(run, 'machines/refusal.ts')).toEqual([3]);
    expect(refusedLines(run, 'domain/refusal.ts')).toEqual([1]);
    expect(refusedLines(run, 'server/services/signIn.ts')).toEqual([2]);
  });

  it('lets through codes, showing a message, asking whether there is one, and tests', () => {
    const run = lint({
      'schemas/messages.ts': CATALOG,
      'machines/refusal.ts': [
        "import { MESSAGES } from '../schemas/messages';",
        "export type Answer = { refused: 'blackout' | 'alreadyActive'; message: string } | { added: true };",
        "export const alreadyActive = (answer: Answer) => 'refused' in answer && answer.refused === 'alreadyActive';",
        'export const shown = (answer: Answer) => ("refused" in answer ? answer.message : MESSAGES.required);',
        "export const hasMessage = (error: { message: string | null }) => error.message !== null && error.message !== '';",
        'export const once = (messages: string[]) => [...new Set(messages)];',
        '',
      ].join('\n'),
      'tests/unit/refusal.test.ts': [
        "import { expect, it } from 'vitest';",
        "import { MESSAGES } from '../../schemas/messages';",
        "it('shows the blackout', () => { const shown = { message: MESSAGES.blackout }; expect(shown.message === MESSAGES.blackout).toBe(true); });",
        '',
      ].join('\n'),
    });
    expect(refusedLines(run, 'machines/refusal.ts')).toEqual([]);
    expect(refusedLines(run, 'tests/unit/refusal.test.ts')).toEqual([]);
  });
});
