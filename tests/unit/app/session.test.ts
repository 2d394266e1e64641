// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllSession, getSession, setSession, storeResumedEnrollment } from '../../../src/session';

afterEach(() => localStorage.clear());

describe('session values', () => {
  it('round-trips typed values as JSON under the spec key', () => {
    setSession('group_id', 2556);
    setSession('nav_array', [{ tab_name: 'primary_info', title: 'Personal Information', route: 'personal-information', path: '/enrollment/personal-info' }]);
    expect(localStorage.getItem('group_id')).toBe('2556');
    expect(getSession('group_id')).toBe(2556);
    expect(getSession('nav_array')?.[0].path).toBe('/enrollment/personal-info');
  });

  it('reads a hand-edited or missing value as null instead of throwing', () => {
    localStorage.setItem('navto', '{not json');
    expect(getSession('navto')).toBeNull();
    expect(getSession('tempId')).toBeNull();
  });

  it('removes a value set to null, and clears everything it stores', () => {
    setSession('navto', 'review');
    setSession('navto', null);
    expect(localStorage.getItem('navto')).toBeNull();
    setSession('tempId', 'x');
    clearAllSession();
    expect(localStorage.length).toBe(0);
  });

  it('replaces the previous enrollment on resume and drops its tab list and review marker', () => {
    setSession('nav_array', []);
    setSession('navto', 'review');
    storeResumedEnrollment({ enrollment_id: 'de000002-0000-4000-8000-000000000002', saved_tab: 'employer_info', group_id: 2001, platform_group_id: 12, agent_id: null, open_type: null, type: 'new-group-member', eprocess: 'group' });
    expect(getSession('tempId')).toBe('de000002-0000-4000-8000-000000000002');
    expect(getSession('group_id')).toBe(2001);
    expect(getSession('eprocess')).toBe('group');
    expect(getSession('agent_id')).toBeNull();
    expect(getSession('navto')).toBeNull();
    expect(getSession('nav_array')).toBeNull();
  });
});

describe('useSessionValue', () => {
  it('re-renders with the new value when a stored value changes, and with null once cleared', async () => {
    const { renderHook, act } = await import('@testing-library/react');
    const { useSessionValue } = await import('../../../src/session');
    const { result } = renderHook(() => useSessionValue('gname'));
    expect(result.current).toBeNull();
    act(() => setSession('gname', 'Acme Manufacturing'));
    expect(result.current).toBe('Acme Manufacturing');
    act(() => clearAllSession());
    expect(result.current).toBeNull();
  });
});

// Last in the file: its reload re-imports the session modules (vi.resetModules), which the blocks above import once.
describe('a value the storage policy trims (the stashed spouse)', () => {
  const robin = { relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn', ssn: '123450055', health_info: { notes: 'Asthma' } };

  it('reaches localStorage without SSN or health answers, and comes back whole in the same page', () => {
    setSession('tempDepData', robin);
    expect(JSON.parse(localStorage.getItem('tempDepData') ?? 'null')).toEqual({ relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn' });
    expect(getSession('tempDepData')).toEqual(robin);
  });

  it('comes back trimmed after a reload, and as another tab replaced it', async () => {
    setSession('tempDepData', robin);
    localStorage.setItem('tempDepData', JSON.stringify({ first_name: 'Sam' }));
    expect(getSession('tempDepData')).toEqual({ first_name: 'Sam' });
    setSession('tempDepData', robin);
    vi.resetModules();
    const reloaded = await import('../../../src/session');
    expect(reloaded.getSession('tempDepData')).toEqual({ relationship: 'spouse', first_name: 'Robin', last_name: 'Quinn' });
  });
});
