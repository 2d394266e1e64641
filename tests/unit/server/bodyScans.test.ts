/**
 * The passes that look at a request before its schema does (issue 13 finding 1): the depth scan of
 * a JSON body's text and the NUL scan of the parsed input, both linear in the input's size.
 */
import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from '../../../server/plugins/errors';
import { jsonNestingExceeds, MAX_JSON_DEPTH } from '../../../server/plugins/jsonBody';

/** A value of `levels` arrays inside one another around `inner`. */
function nestedArrays(levels: number, inner: unknown): unknown {
  let value = inner;
  for (let level = 0; level < levels; level += 1) value = [value];
  return value;
}

describe('jsonNestingExceeds', () => {
  it('counts objects and arrays inside one another, up to the limit and past it', () => {
    const text = (levels: number) => JSON.stringify(nestedArrays(levels - 1, { a: 1 }));
    expect(jsonNestingExceeds(text(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestingExceeds(text(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestingExceeds(`${'['.repeat(32000)}${']'.repeat(32000)}`, MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts siblings once and ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds(JSON.stringify(Array.from({ length: 1000 }, () => ({ a: [{ b: [] }] }))), 5)).toBe(false);
    expect(jsonNestingExceeds(JSON.stringify({ a: '[[[{{{"\\'.repeat(1000), b: ['"]]]}'] }), 2)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\\\"}', 1)).toBe(false);
    expect(jsonNestingExceeds('{"a":"\\\\","b":[{}]}', 2)).toBe(true);
  });
});

describe('nulCharacterPath', () => {
  it('answers the dotted path of the first string or key holding a NUL, the parent for a key', () => {
    expect(nulCharacterPath({ a: 'x', b: [{ c: 'y' }, { d: ['z', 'n\u0000'] }] })).toEqual(['b', '1', 'd', '1']);
    expect(nulCharacterPath({ a: { 'k\u0000': 1 } })).toEqual(['a']);
    expect(nulCharacterPath({ a: ['\u0000'], b: '\u0000' })).toEqual(['a', '0']);
    expect(nulCharacterPath('\u0000')).toEqual([]);
    expect(nulCharacterPath({ a: ['x', 1, null, true], b: {} })).toBeNull();
    expect(nulCharacterPath(null)).toBeNull();
  });

  it('walks a 100,000-element flat array and nesting at the depth limit', () => {
    const flat = Array.from({ length: 100_000 }, (_, index) => `value ${index}`);
    expect(nulCharacterPath(flat)).toBeNull();
    flat[99_999] = 'last\u0000';
    expect(nulCharacterPath({ rows: flat })).toEqual(['rows', '99999']);
    const deep = nestedArrays(MAX_JSON_DEPTH - 1, { leaf: 'x\u0000' });
    expect(nulCharacterPath(deep)).toEqual([...Array(MAX_JSON_DEPTH - 1).fill('0'), 'leaf']);
    const wide = Array.from({ length: 1000 }, () => nestedArrays(MAX_JSON_DEPTH - 1, 'x'));
    expect(nulCharacterPath(wide)).toBeNull();
  });

  it('walks nesting far past the limit without exhausting the stack', () => {
    expect(nulCharacterPath(nestedArrays(32000, '\u0000'))).toHaveLength(32000);
  });
});
