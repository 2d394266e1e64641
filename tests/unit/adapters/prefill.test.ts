import { describe, expect, it } from 'vitest';
import { isNothingSaved, withPrefill } from '../../../adapters';

describe('employer prefill rule', () => {
  it.each([null, undefined, '', {}, { name: '', holiday_policy: {} }, { name: null }])('treats %j as nothing saved', (saved) => {
    expect(isNothingSaved(saved)).toBe(true);
  });

  it.each([{ name: 'Acme' }, { holiday_policy: { Birthday: 0 } }, 'x'])('treats %j as an answer', (saved) => {
    expect(isNothingSaved(saved)).toBe(false);
  });

  it('fills only the empty fields the form has, never overwriting an answer', () => {
    const values = { name: '', city: 'Peoria', holiday_policy: [] as string[] };
    const merged = withPrefill(values, { name: 'Acme', city: 'Springfield', zip: '62701' });
    expect(merged).toEqual({ name: 'Acme', city: 'Peoria', holiday_policy: [] });
    expect(values.name).toBe('');
  });
});
