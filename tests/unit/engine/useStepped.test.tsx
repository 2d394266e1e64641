import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useStructuralShare } from '../../../src/engine/structuralShare';
import { useStepped, type Stepped } from '../../../src/engine/useStepped';

const rendered = vi.fn<() => void>();
const stepped = vi.fn<(input: number, last: number | null) => void>();
const shared = vi.fn<(value: object) => void>();

/** Reports each render, what its step was given, and `value` as useStructuralShare answers it. */
function Probe({ input, value }: { input: number; value: object }) {
  rendered();
  const doubled = useStepped(input, (now, last: Stepped<number, number> | null) => {
    stepped(now, last?.input ?? null);
    return now * 2;
  });
  shared(useStructuralShare(value));
  return <output>{doubled}</output>;
}

describe('a value stepped from the last render', () => {
  it('steps once per new input from the last one, and renders the component once per change', () => {
    const { rerender, getByRole } = render(<Probe input={1} value={{ a: { b: 1 }, c: 1 }} />);
    rerender(<Probe input={2} value={{ a: { b: 1 }, c: 2 }} />);
    rerender(<Probe input={2} value={{ a: { b: 1 }, c: 2 }} />);
    expect(getByRole('status').textContent).toBe('4');
    expect(stepped.mock.calls).toEqual([[1, null], [2, 1]]);
    // Three renders for three renders asked: no second pass for state set during render.
    expect(rendered).toHaveBeenCalledTimes(3);
    const [[first], [second], [third]] = shared.mock.calls as [{ a: object }][];
    expect(second.a).toBe(first.a);
    expect(third).toBe(second);
  });
});
