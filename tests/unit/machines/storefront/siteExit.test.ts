import { describe, expect } from 'vitest';
import { siteExitMachine } from '../../../../machines/storefront/siteExit';
import { itWalksModel, lastEvent, type Run } from '../harness';

const EVENTS = [
  { type: 'site.notMine' },
  { type: 'site.notFoundBack' },
  { type: 'site.configErrorBack', page: 'accessPage' },
  { type: 'site.configErrorBack', page: 'landingPage' },
];

/** storefront.md sections 2 and 4: what each button does, in order. */
const OUTCOME: Record<string, unknown[]> = {
  'site.notMine': [{ type: 'clearStorage' }, { type: 'resetState' }, { type: 'deauthenticate' }, { type: 'navigate', params: { to: '/' } }],
  'site.notFoundBack': [{ type: 'clearStorage' }, { type: 'resetState' }, { type: 'navigate', params: { to: '/' } }],
  accessPage: [{ type: 'clearStorage' }, { type: 'resetState' }, { type: 'navigate', params: { to: '/access-page' } }],
  landingPage: [{ type: 'navigate', params: { to: '/' } }],
};

function assertSpec(run: Run): void {
  const ev = lastEvent(run) as { type: string; page?: string } | undefined;
  if (run.snapshot.value === 'onPage') {
    expect(run.effects).toEqual([]);
    return;
  }
  expect(run.snapshot.value).toBe('left');
  expect(run.effects).toEqual(OUTCOME[ev!.page ?? ev!.type]);
}

describe('Not My Site, the 404 and landing-not-configured buttons model', () => {
  itWalksModel(siteExitMachine, {
    events: EVENTS,
    actions: ['clearStorage', 'resetState', 'deauthenticate', 'navigate'],
    actors: [],
    assertState: assertSpec,
  }, { reaches: ['onPage', 'left'] });
});
