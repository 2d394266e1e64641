/**
 * The studio's "Preview as" (issue 15): staff list the demo enrollments a draft may be previewed
 * as and read one's saved values of a form; only the seeded demo enrollments are personas, and
 * their secrets leave the server masked. Also the version's rendered form the compare shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonaData, PersonaValuesData, VersionFormData } from '../../schemas/api/adminTypes';
import { DEMO_ENROLLMENTS } from '../../schemas/demo/enrollments';
import { DEMO_STAFF_AUTHOR, DEMO_STAFF_PASSWORD, DEMO_STAFF_PUBLISHER_2, DEMO_STAFF_VIEWER } from '../../schemas/demo/staffAccounts';
import { MESSAGES } from '../../schemas/messages';
import { insertTestEnrollment } from '../../server/db/seed/testEnrollments';
import { createFieldCipher } from '../../server/services/crypto';
import { API, cookieOf, dataOf, get, messageAt, post, resume, type Session } from './helpers/client';
import { TEST_APP_SECRET } from './helpers/template';
import { createTestApp, type TestApp } from './helpers/testApp';
import { withSpanish } from './helpers/staff';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const SUMMIT = 'admin/forms/primary_info/group/2512';
const DEMO0002 = DEMO_ENROLLMENTS.find((demo) => demo.code === 'DEMO0002')!;

async function staff(email: string): Promise<Session> {
  const response = await post(t.app, { cookie: undefined }, 'admin/session', { email, password: DEMO_STAFF_PASSWORD });
  return { cookie: cookieOf(response) };
}

describe('preview personas', () => {
  it('are refused without a staff session, and an enrollee session is no staff session', async () => {
    expect((await get(t.app, { cookie: undefined }, `${SUMMIT}/personas`)).statusCode).toBe(401);
    const enrollee = await resume(t.app, 'DEMO0002', DEMO0002.email);
    expect((await get(t.app, enrollee, `${SUMMIT}/personas/${DEMO0002.id}`)).statusCode).toBe(401);
  });

  it("a viewer lists a group's personas: the demo enrollments of its portal", async () => {
    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    const { personas } = dataOf<{ personas: PersonaData[] }>(await get(t.app, viewer, `${SUMMIT}/personas`));
    const portal12 = DEMO_ENROLLMENTS.filter((demo) => demo.portal_id === 12).map((demo) => demo.code).sort();
    expect(personas.map((p) => p.code)).toEqual(portal12);
    expect(personas.find((p) => p.code === 'DEMO0002')?.name).toBe('Taylor Brooks');
    // A group's own demo enrollments come first.
    const acme = dataOf<{ personas: PersonaData[] }>(await get(t.app, viewer, 'admin/forms/primary_info/group/2556/personas'));
    expect(acme.personas[0]?.code).toBe('DEMO0003');
  });

  it("answers a persona's saved values of the form with the SSN masked", async () => {
    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    const answer = dataOf<PersonaValuesData>(await get(t.app, viewer, `${SUMMIT}/personas/${DEMO0002.id}`));
    expect(answer.persona.code).toBe('DEMO0002');
    expect(answer.values.first_name).toBe('Taylor');
    expect(answer.values.ssn).toBe('xxxxx0002');
    const beneficiary = dataOf<PersonaValuesData>(await get(t.app, viewer,
      `admin/forms/beneficiary_info/portal/11/personas/${DEMO_ENROLLMENTS.find((demo) => demo.code === 'DEMO0005')!.id}`));
    expect(beneficiary.values).toMatchObject({ first_name: 'Robin', ssn: 'xxxxx0055' });
  });

  it('refuses any enrollment that is not a demo persona of the scope, at persona', async () => {
    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    const copy = await insertTestEnrollment(t.db, createFieldCipher(TEST_APP_SECRET), 'DEMO0002');
    const refused = await get(t.app, viewer, `${SUMMIT}/personas/${copy.enrollment_id}`);
    expect(refused.statusCode).toBe(422);
    expect(messageAt(refused, 'persona')).toBe(MESSAGES.personaUnknown);
    // A demo enrollment of another portal is not one of this scope's.
    const otherPortal = await get(t.app, viewer, `${SUMMIT}/personas/${DEMO_ENROLLMENTS[0]!.id}`);
    expect(messageAt(otherPortal, 'persona')).toBe(MESSAGES.personaUnknown);
    expect(messageAt(await get(t.app, viewer, `${SUMMIT}/personas/DEMO0002`), 'persona')).toBe(MESSAGES.personaUnknown);
  });
});

describe("a version's rendered form", () => {
  it('answers the version resolved at its scope with its definitions; 422 for a version that does not exist', async () => {
    const scope = 'admin/forms/contact_info/group/2512';
    const author = await staff(DEMO_STAFF_AUTHOR.email);
    const draft = dataOf<{ revision: number }>(await post(t.app, author, `${scope}/draft`, {}));
    const saved = await t.app.inject({
      method: 'PUT', url: `${API}/${scope}/draft`, headers: { 'content-type': 'application/json', cookie: author.cookie as string },
      payload: { revision: draft.revision, content: withSpanish({ fields: { address2: { label: 'Apartment or suite' } } }) },
    });
    expect(saved.statusCode).toBe(200);
    const { version } = dataOf<{ version: number }>(await post(t.app, await staff(DEMO_STAFF_PUBLISHER_2.email), `${scope}/draft/publish`, { reason: 'Clearer label' }));

    const viewer = await staff(DEMO_STAFF_VIEWER.email);
    const rendered = dataOf<VersionFormData>(await get(t.app, viewer, `${scope}/versions/${version}/form`));
    expect(rendered.version).toBe(version);
    expect(rendered.resolved.fields.find((f) => f.name === 'address2')?.props.label).toBe('Apartment or suite');
    expect(rendered.definitions.map((d) => d.field_name)).toContain('address2');
    const missing = await get(t.app, viewer, `${scope}/versions/999999/form`);
    expect(missing.statusCode).toBe(422);
    expect(messageAt(missing, 'version')).toBe(MESSAGES.versionMissing);
    expect((await get(t.app, { cookie: undefined }, `${scope}/versions/${version}/form`)).statusCode).toBe(401);
  });
});
