import { describe, expect, it } from 'vitest';
import { DEMO_ENROLLMENTS } from '../../../schemas/demo/enrollments';
import { readConfig } from '../../../server/config';

describe("the studio's preview personas (AppConfig.previewPersonas)", () => {
  it('are the seeded demo enrollments, by id with their codes', () => {
    const personas = readConfig({}).previewPersonas;
    expect(Object.keys(personas).sort()).toEqual(DEMO_ENROLLMENTS.map((demo) => demo.id).sort());
    expect(personas[DEMO_ENROLLMENTS[1]!.id]).toBe(DEMO_ENROLLMENTS[1]!.code);
  });

  it('are none when the demo world is not seeded', () => {
    expect(readConfig({ SEED_DEMO: '0' }).previewPersonas).toEqual({});
  });
});
