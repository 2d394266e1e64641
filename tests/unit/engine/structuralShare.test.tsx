import { describe, expect, it } from 'vitest';
import { structuralShare } from '../../../src/engine/structuralShare';

describe('structural sharing of a rebuilt schema', () => {
  it('keeps the identity of every part that did not change, and takes the new value of the part that did', () => {
    const before = { properties: { a: { type: 'string', title: 'A' }, b: { type: 'string', title: 'B', enum: ['x', 'y'] } }, required: ['a'] };
    const rebuilt = { properties: { a: { type: 'string', title: 'A edited' }, b: { type: 'string', title: 'B', enum: ['x', 'y'] } }, required: ['a'] };
    const shared = structuralShare(before, rebuilt);
    expect(shared).toEqual(rebuilt);
    expect(shared.properties.b).toBe(before.properties.b);
    expect(shared.required).toBe(before.required);
    expect(shared.properties.a).not.toBe(before.properties.a);
    expect(structuralShare(before, structuredClone(before))).toBe(before);
  });

  it('sees a removed key, a shorter array and a function as changes', () => {
    expect(structuralShare({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    expect(structuralShare([1, 2], [1])).toEqual([1]);
    const fn = () => 1;
    expect(structuralShare({ f: () => 1 }, { f: fn }).f).toBe(fn);
  });
});
