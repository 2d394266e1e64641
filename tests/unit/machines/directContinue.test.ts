import { describe, expect } from 'vitest';
import { directContinueMachine, type DirectContinueInput } from '../../../machines/directContinue';
import { LINK_TAB_INVALID } from '../../../machines/resume';
import type { ContinueData, FieldError } from '../../../schemas/api/types';
import { MESSAGES } from '../../../schemas/messages';
import { itWalksModel, lastEvent, type Run } from './harness';

const ID = 'de000003-0000-4000-8000-000000000003';
const TOKEN = 'dGhlLWxpbmstdG9rZW4tMQ';
const b64 = (s: string) => Buffer.from(s).toString('base64');
const b64url = (s: string) => Buffer.from(s).toString('base64url');

const DATA: ContinueData = {
  enrollment_id: ID, saved_tab: 'primary_info', group_id: 2556, platform_group_id: 12,
  agent_id: null, open_type: null, type: 'new-group-member', eprocess: 'group',
};
// Tabs staff added: one in this enrollment's list, one well-formed id it does not have.
const ADDED = 'extra_questions';
const ABSENT = 'absent_tab';
const FORBIDDEN: FieldError[] = [{ target_element: 'enrollment_id', error_message: MESSAGES.sessionForbidden }];
const STALE_LINK: FieldError[] = [{ target_element: 'enrollment_id', error_message: MESSAGES.continueFailed }];
// One contract: the actor resolves the ContinueData and rejects with the answer's FieldError[] or an Error.
const EVENTS = [
  { type: 'xstate.done.actor.directContinue', output: DATA },
  { type: 'xstate.error.actor.directContinue', error: FORBIDDEN },
  { type: 'xstate.error.actor.directContinue', error: STALE_LINK },
  { type: 'xstate.error.actor.directContinue', error: new Error('Network down') },
  // loadTabs resolves the tab names of the enrollment's wizard.
  { type: 'xstate.done.actor.loadTabs', output: ['primary_info', ADDED, 'review_info'] },
  { type: 'xstate.error.actor.loadTabs', error: FORBIDDEN },
];
const TAB_EVENTS = ['xstate.done.actor.loadTabs', 'xstate.error.actor.loadTabs'];

/** A link, and where the spec says it lands (null: the link cannot be read, with that message). */
interface Scenario { name: string; input: DirectContinueInput; to: string | null; message?: string; cart?: boolean; added?: 'listed' | 'absent' }
const SCENARIOS: Scenario[] = [
  { name: 'personal info', input: { encodedId: b64(ID), encodedTab: b64('primary_info'), token: TOKEN }, to: '/enrollment/personal-info' },
  { name: 'cart sets show-quotation no', input: { encodedId: b64(ID), encodedTab: b64('cart_info'), token: TOKEN }, to: '/cart', cart: true },
  { name: 'health step by its saved_tab name', input: { encodedId: b64(ID), encodedTab: b64('health_info'), token: TOKEN }, to: '/enrollment/health-questions' },
  { name: 'url-safe, unpadded base64', input: { encodedId: b64url(ID), encodedTab: b64url('aggrement_info'), token: TOKEN }, to: '/enrollment/agreement-signature' },
  // A link without a token still goes to the server, which refuses it (and counts the try).
  { name: 'no token', input: { encodedId: b64(ID), encodedTab: b64('primary_info'), token: null }, to: '/enrollment/personal-info' },
  { name: 'id not base64', input: { encodedId: '%%%', encodedTab: b64('primary_info'), token: TOKEN }, to: null, message: MESSAGES.enrollmentIdInvalid },
  { name: 'id not an enrollment id', input: { encodedId: b64('DEMO0001'), encodedTab: b64('primary_info'), token: TOKEN }, to: null, message: MESSAGES.enrollmentIdInvalid },
  { name: 'unknown tab', input: { encodedId: b64(ID), encodedTab: b64('no where'), token: TOKEN }, to: null, message: LINK_TAB_INVALID },
  // A tab staff added: its route by its id (the added-tab page moves it to its slug), once the enrollment's list has it.
  { name: 'a tab staff added that the enrollment has', input: { encodedId: b64(ID), encodedTab: b64(ADDED), token: TOKEN }, to: `/enrollment/tab/${ADDED}`, added: 'listed' },
  { name: 'a well-formed tab id the enrollment does not have', input: { encodedId: b64(ID), encodedTab: b64(ABSENT), token: TOKEN }, to: null, message: LINK_TAB_INVALID, added: 'absent' },
];

function assertSpec(sc: Scenario, run: Run): void {
  const { snapshot: s } = run;
  const ctx = s.context as { id: string | null; error: string | null };
  const ev = lastEvent(run) as { type: string; output?: unknown; error?: unknown } | undefined;
  expect(s.hasTag('failed')).toBe(s.value === 'failed');
  if (s.value !== 'done') expect(run.effects).toEqual([]);
  switch (s.value) {
    case 'continuing':
      expect(sc.to !== null || sc.added === 'absent').toBe(true);
      // The API receives the raw uuid, never the encoded form, and the link's token as it came.
      expect(run.calls).toEqual([{ type: 'directContinue', params: { id: ID, token: sc.input.token } }]);
      break;
    case 'checkingTab':
      // Only a tab staff added is checked, after the server answered the link, before anything is stored.
      expect(sc.added).toBeDefined();
      expect(run.calls).toEqual([{ type: 'directContinue', params: { id: ID, token: sc.input.token } }, { type: 'loadTabs', params: { id: ID } }]);
      break;
    case 'done':
      expect(sc.added).not.toBe('absent');
      expect(run.effects).toEqual([
        ...(sc.cart ? [{ type: 'setShowQuotationNo' }] : []),
        { type: 'storeSession', params: { data: DATA } },
        { type: 'navigate', params: { to: sc.to, reload: true } },
      ]);
      break;
    case 'failed':
      if (sc.added === 'absent' && ev?.type === 'xstate.done.actor.loadTabs') {
        // The link's tab is not in the enrollment's list: this page's error, never the wizard's 'not found'.
        expect(ctx.error).toBe(LINK_TAB_INVALID);
        expect(run.effects).toEqual([]);
      } else if (sc.to === null && sc.added === undefined) {
        expect(ctx.error).toBe(sc.message);
        expect(run.calls).toEqual([]);
      } else {
        const failure = ev?.error;
        expect(ctx.error).toBe(failure instanceof Error ? 'Network down' : (failure as FieldError[])[0].error_message);
        expect(run.effects).toEqual([]);
      }
      break;
    default:
      throw new Error(`unexpected state ${String(s.value)}`);
  }
}

/** The states a scenario reaches, and the answers that never arrive in it. */
function expectations(sc: Scenario) {
  // An unreadable link fails at once: nothing is called, so no answer can arrive.
  if (sc.to === null && sc.added === undefined) return { reaches: ['failed'], unsent: EVENTS.map((e) => e.type) };
  if (sc.added === 'absent') return { reaches: ['continuing', 'checkingTab', 'failed'] };
  if (sc.added === 'listed') return { reaches: ['continuing', 'checkingTab', 'done', 'failed'] };
  // The spec's tabs are not checked: their pages exist for every enrollment.
  return { reaches: ['continuing', 'done', 'failed'], unsent: TAB_EVENTS };
}

describe.each(SCENARIOS)('direct link model: $name', (sc) => {
  itWalksModel(directContinueMachine, {
    input: sc.input,
    events: EVENTS,
    actions: ['setShowQuotationNo', 'storeSession', 'navigate'],
    actors: ['directContinue', 'loadTabs'],
    assertState: (run) => assertSpec(sc, run),
  }, expectations(sc));
});
