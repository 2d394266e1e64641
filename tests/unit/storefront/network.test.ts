/** The marketing landing's network figures and about text read from the catalog in the spec's order (storefront.md section 9). */
import { describe, expect, it } from 'vitest';
import { aboutNetwork, networkFigures } from '../../../src/storefront/landing/network';

describe('network section texts', () => {
  it('lists the spec figures in order, each with what it counts', () => {
    expect(networkFigures().map(({ value, label }) => `${value} ${label}`)).toEqual([
      '54 hospitals', '7,500+ primary care providers', '152 urgent care centers', '27,000+ providers',
      '85k employees', '2 million+ patients yearly', '700 ambulatory facilities', '$12 billion budget',
    ]);
  });

  it('names the network in its about text', () => {
    expect(aboutNetwork()[0]).toMatch(/^Meadowbrook Health Network began as three neighborhood clinics/);
    expect(aboutNetwork()).toHaveLength(2);
  });
});
