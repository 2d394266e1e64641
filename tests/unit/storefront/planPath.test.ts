import { describe, expect, it } from 'vitest';
import { planIdOf, planPath, planSlug } from '../../../src/storefront/shop/common/planPath';

describe('a plan detail address', () => {
  it.each([
    [301, 'Prairie Medical Essentials', '/plan/301/prairie-medical-essentials'],
    [1103, 'Prairie Limited Medical (2024)', '/plan/1103/prairie-limited-medical-2024'],
    [2001, 'Paws Pet Care', '/plan/2001/paws-pet-care'],
  ])('plan %i named %s lives at %s', (id, name, path) => {
    expect(planPath(id, name)).toBe(path);
  });

  it('keeps a readable slug even for a name without letters or digits', () => {
    expect(planSlug('+++')).toBe('plan');
  });

  it.each([['301', 301], ['0', null], ['-5', null], ['3a', null], [undefined, null], ['1234567890', null]])('reads the id of segment %s as %s', (segment, id) => {
    expect(planIdOf(segment)).toBe(id);
  });
});
