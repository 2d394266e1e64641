import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useStructuralShare } from '../../../src/engine/structuralShare';
import { useStepped, type Stepped } from '../../../src/engine/useStepped';

interface Seen { renders: number; steps: { input: number; last: number | null }[]; shared: object[] }

/** Counts its renders and what the step was given; `value` goes through useStructuralShare too. */
function Probe({ input, value, seen }: { input: number; value: object; seen: Seen }) {
  seen.renders += 1;
  const doubled = useStepped(input, (now, last: Stepped<number, number> | null) => {
    seen.steps.push({ input: now, last: last?.input ?? null });
    return now * 2;
  });
  seen.shared.push(useStructuralShare(value));
  return <output>{doubled}</output>;
}

describe('a value stepped from the last render', () => {
  it('steps once per new input from the last one, and renders the component once per change', () => {
    const seen: Seen = { renders: 0, steps: [], shared: [] };
    const { rerender, getByRole } = render(<Probe input={1} value={{ a: { b: 1 }, c: 1 }} seen={seen} />);
    rerender(<Probe input={2} value={{ a: { b: 1 }, c: 2 }} seen={seen} />);
    rerender(<Probe input={2} value={{ a: { b: 1 }, c: 2 }} seen={seen} />);
    expect(getByRole('status').textContent).toBe('4');
    expect(seen.steps).toEqual([{ input: 1, last: null }, { input: 2, last: 1 }]);
    // Three renders for three renders asked: no second pass for state set during render.
    expect(seen.renders).toBe(3);
    const [first, second, third] = seen.shared as { a: object }[];
    expect(second.a).toBe(first.a);
    expect(third).toBe(second);
  });
});
