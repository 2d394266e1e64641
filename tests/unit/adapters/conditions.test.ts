/** Visibility conditions read the same on values (what shows) and as JSON Schema (what is required). */
import { describe, expect, it } from 'vitest';
import { conditionHolds, conditionSchema, createAjv } from '../../../adapters';
import type { Condition } from '../../../schemas/catalog';

const CONDITIONS: Array<[string, Condition]> = [
  ['equals', { field: 'a', equals: '1' }],
  ['in', { field: 'a', in: ['1', '2'] }],
  ['notEquals', { field: 'a', notEquals: '1' }],
  ['all', { all: [{ field: 'a', equals: '1' }, { field: 'b', in: ['x', 'y'] }] }],
  ['any', { any: [{ field: 'a', equals: '2' }, { field: 'b', equals: 'y' }] }],
  ['not', { not: { field: 'b', equals: 'x' } }],
  ['nothing (never)', { any: [] }],
];
const VALUES = [{ a: '', b: '' }, { a: '1', b: '' }, { a: '2', b: 'x' }, { a: '1', b: 'y' }, { a: '3', b: 'z' }];
/** Schema data leaves empty answers out. */
const asData = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

describe('conditions', () => {
  for (const [name, condition] of CONDITIONS.filter(([n]) => n !== 'nothing (never)')) {
    it(`${name}: the schema holds exactly when the values do`, () => {
      const validate = createAjv().compile(conditionSchema(condition));
      expect(VALUES.map((v) => validate(asData(v)))).toEqual(VALUES.map((v) => conditionHolds(condition, v)));
    });
  }

  it('an empty answer equals nothing and differs from everything', () => {
    expect(conditionHolds({ field: 'a', equals: '' }, { a: '' })).toBe(false);
    expect(conditionHolds({ field: 'a', notEquals: '1' }, {})).toBe(true);
    expect(conditionHolds({ any: [] }, { a: '1' })).toBe(false);
    expect(conditionHolds({ all: [] }, {})).toBe(true);
  });
});
