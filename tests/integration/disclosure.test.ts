/**
 * What an enrollment started on someone's behalf may answer (issue 13, finding 3;
 * server/services/disclosure.ts): a group admin or a rep acting for member 7001 gets no health
 * answers on file and every SSN but none of them masked ('xxxxx1234'); sending a masked SSN back
 * unchanged keeps the sealed SSN it stands for, a mask that stands for nothing is refused, a new
 * full SSN replaces it. The member's own session still gets the answers on file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../server/services/crypto';
import { DEMO0004 } from '../../schemas/demo/enrollments';
import { allNoHealthInfo } from '../../schemas/demo/healthQuestions';
import { DEMO_PORTAL_PASSWORD } from '../../schemas/demo/portalAccounts';
import { MESSAGES } from '../../schemas/messages';
import { cookieOf, dataOf, fieldErrors, get, post, resume, type Session } from './helpers/client';
import { TEST_APP_SECRET } from './helpers/template';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let acme: Session;
let jordan: Session;
let morgan: Session;
const cipher = createFieldCipher(TEST_APP_SECRET);

/** Member 7001's spouse (and beneficiary) Alex Lee on file, and Morgan's own SSN. */
const SPOUSE_SSN = '123457002';
const MORGAN_SSN = '123457001';

async function signIn(email: string, address: string): Promise<Session> {
  return { cookie: cookieOf(await post(t.app, { cookie: undefined }, 'portal-sign-in', { email, password: DEMO_PORTAL_PASSWORD }, address)) };
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await signIn('admin@acme.example.com', '10.13.3.1');
  jordan = await signIn('jordan.avery@example.com', '10.13.3.2');
  morgan = await signIn('morgan.lee@example.com', '10.13.3.3');
});
afterAll(async () => { await t.close(); });

/** A new existing-member enrollment of member 7001 (tier IS) by the group admin of Acme or by rep 1001. */
async function actFor7001(session: Session): Promise<string> {
  const body = session === acme
    ? { user_id: 7001, tier: 'IS', eprocess: 'group', group_id: 2001, agent_id: null, policy_id: 'POL-700100', open_type: 'group' }
    : { user_id: 7001, tier: 'IS', eprocess: 'rep', group_id: null, agent_id: 1001, policy_id: 'POL-700100', open_type: 'agent' };
  return dataOf<{ temp_enrollment_id: string }>(await post(t.app, session, 'add-filter-for-existing-user', body)).temp_enrollment_id;
}

/** Member 7001's own existing-user enrollment (tier IS). */
async function ownEnrollment(): Promise<string> {
  return dataOf<{ temp_enrollment_id: string }>(await post(t.app, morgan, 'add-filter-for-member', { user_id: 7001, tier: 'IS', open_type: 'user' })).temp_enrollment_id;
}

type Dependent = { dependent_id?: number; primary_info: Record<string, string> };
type Beneficiary = Record<string, unknown> & { ssn?: string };

const existingDependents = async (session: Session, id: string) =>
  dataOf<{ result: { dependents: Dependent[] } }>(await get(t.app, session, 'get-dependents-existing-user-enrollment', { enrollment_id: id })).result.dependents;
const savedDependents = async (session: Session, id: string) =>
  dataOf<{ dependents: Dependent[] }>(await get(t.app, session, 'get-form-fields-dependent-primary-info', { enrollment_id: id })).dependents;
const existingHealth = async (session: Session, id: string) =>
  dataOf<{ result: unknown }>(await get(t.app, session, 'get-existing-primary-health-info', { enrollment_id: id })).result;
const saveDependents = (session: Session, id: string, dependents: unknown) => post(t.app, session, 'save-dependent-info', { enrollment_id: id, dependents });

/** The plain SSNs stored (sealed) in a tab column's list, read back from the database. */
async function storedSsns(id: string, column: 'dependent_info' | 'benificiary_info'): Promise<string[]> {
  const row = await t.db.selectFrom('enrollments').select(column).where('id', '=', id).executeTakeFirstOrThrow();
  const list = (column === 'dependent_info' ? row[column]?.dependents : row[column]?.beneficiaries) as Array<Record<string, unknown>>;
  return list.map((item) => {
    const sealed = String(column === 'dependent_info' ? (item.primary_info as Record<string, unknown>).ssn : item.ssn);
    expect(sealed).toMatch(/^enc:v1:/);
    return cipher.decrypt(sealed);
  });
}

describe('a group admin acting for member 7001 (existing-member)', () => {
  it('gets no health answers on file, and the health step still saves what the admin enters', async () => {
    const id = await actFor7001(acme);
    expect(await existingHealth(acme, id)).toBeNull();
    const saved = await post(t.app, acme, 'save-primary-health-info', { enrollment_id: id, ...allNoHealthInfo() });
    expect(dataOf(saved)).toEqual({ saved_tab: 'health_info' });
  });

  it("gets the spouse's SSN masked; the masked SSN sent back unchanged keeps the sealed one, on every later save too", async () => {
    const id = await actFor7001(acme);
    const response = await get(t.app, acme, 'get-dependents-existing-user-enrollment', { enrollment_id: id });
    expect(response.body).not.toContain(SPOUSE_SSN);
    const onFile = (dataOf<{ result: { dependents: Dependent[] } }>(response)).result.dependents;
    expect(onFile.map((item) => item.primary_info.ssn)).toEqual(['xxxxx7002']);

    expect(dataOf(await post(t.app, acme, 'validate-single-dependent', { enrollment_id: id, ...onFile[0] }))).toEqual({});
    expect(dataOf(await saveDependents(acme, id, onFile))).toEqual({ saved_tab: 'dependent_info' });
    expect(await storedSsns(id, 'dependent_info')).toEqual([SPOUSE_SSN]);

    // The tab reloads masked; saved again unchanged (now from this enrollment's own row), the SSN stays.
    const reloaded = await savedDependents(acme, id);
    expect(reloaded.map((item) => item.primary_info.ssn)).toEqual(['xxxxx7002']);
    expect(dataOf(await post(t.app, acme, 'save-dependent-info-to-temp', { enrollment_id: id, dependents: reloaded }))).toEqual({ saved_tab: 'dependent_info' });
    expect(await storedSsns(id, 'dependent_info')).toEqual([SPOUSE_SSN]);
  });

  it('refuses a mask that stands for no SSN of that dependent, and a new full SSN replaces the kept one', async () => {
    const id = await actFor7001(acme);
    const [spouse] = await existingDependents(acme, id);
    expect(dataOf(await saveDependents(acme, id, [spouse]))).toEqual({ saved_tab: 'dependent_info' });

    const forged = await saveDependents(acme, id, [{ ...spouse, primary_info: { ...spouse.primary_info, ssn: 'xxxxx9999' } }]);
    expect(fieldErrors(forged)).toEqual([{ target_element: 'dependents.0.ssn', error_message: MESSAGES.ssn }]);
    const stranger = await saveDependents(acme, id, [{ primary_info: { ...spouse.primary_info } }]);
    expect(fieldErrors(stranger)).toEqual([{ target_element: 'dependents.0.ssn', error_message: MESSAGES.ssn }]);
    expect(await storedSsns(id, 'dependent_info')).toEqual([SPOUSE_SSN]);

    expect(dataOf(await saveDependents(acme, id, [{ ...spouse, primary_info: { ...spouse.primary_info, ssn: '123450099' } }]))).toEqual({ saved_tab: 'dependent_info' });
    expect(await storedSsns(id, 'dependent_info')).toEqual(['123450099']);
  });

  it("gets the beneficiary's SSN on file masked, and saving it unchanged keeps the sealed one", async () => {
    const id = await actFor7001(acme);
    const onFile = dataOf<{ result: { beneficiaries: Beneficiary[] } }>(
      await get(t.app, acme, 'get-beneficiaries-existing-user-enrollment', { enrollment_id: id }),
    ).result.beneficiaries;
    expect(onFile.map((item) => item.ssn)).toEqual(['xxxxx7002']);
    const items = onFile.map(({ dob, ...item }) => ({ ...item, birthdate: dob }));
    expect(dataOf(await post(t.app, acme, 'validate-single-beneficiary', { enrollment_id: id, ...items[0] }))).toEqual({});
    expect(dataOf(await post(t.app, acme, 'save-beneficiary-info', { enrollment_id: id, beneficiaries: items }))).toEqual({ saved_tab: 'benificiary_info' });
    expect(await storedSsns(id, 'benificiary_info')).toEqual([SPOUSE_SSN]);
    const reloaded = dataOf<{ beneficiaries: Beneficiary[] }>(await get(t.app, acme, 'get-form-fields-beneficiary-info', { enrollment_id: id })).beneficiaries;
    expect(reloaded.map((item) => item.ssn)).toEqual(['xxxxx7002']);
  });

  it("gets the member's own SSN masked once entered, and Next with it unchanged keeps it", async () => {
    const id = await actFor7001(acme);
    const personal = { enrollment_id: id, first_name: 'Morgan', last_name: 'Lee', marital_status: '1', ssn: MORGAN_SSN, weight: '140', height_feet: '5', height_inch: '6' };
    expect(dataOf(await post(t.app, acme, 'save-personal-info', personal))).toEqual({ saved_tab: 'primary_info' });
    const fields = async () => dataOf<{ result: { field_name: string; value: unknown }[] }>(await get(t.app, acme, 'get-form-fields-personal-info', { enrollment_id: id }));
    const ssnValue = async () => (await fields()).result.find((field) => field.field_name === 'ssn')?.value;
    expect(await ssnValue()).toBe('xxxxx7001');
    expect(dataOf(await post(t.app, acme, 'save-personal-info', { ...personal, ssn: 'xxxxx7001' }))).toEqual({ saved_tab: 'primary_info' });
    const row = await t.db.selectFrom('enrollments').select('primary_info').where('id', '=', id).executeTakeFirstOrThrow();
    expect(cipher.decrypt(String(row.primary_info?.ssn))).toBe(MORGAN_SSN);
    expect(fieldErrors(await post(t.app, acme, 'save-personal-info', { ...personal, ssn: 'xxxxx1111' }))).toEqual([{ target_element: 'ssn', error_message: MESSAGES.ssn }]);
  });
});

describe('a rep acting for member 7001 (existing-member)', () => {
  it("gets no health answers on file and the spouse's SSN masked", async () => {
    const id = await actFor7001(jordan);
    expect(await existingHealth(jordan, id)).toBeNull();
    expect((await existingDependents(jordan, id)).map((item) => item.primary_info.ssn)).toEqual(['xxxxx7002']);
  });
});

describe("member 7001's own session", () => {
  it('signed in (existing-user): gets the health answers on file; a spouse\'s SSN is still masked', async () => {
    const id = await ownEnrollment();
    expect(await existingHealth(morgan, id)).toEqual(allNoHealthInfo());
    expect((await existingDependents(morgan, id)).map((item) => item.primary_info.ssn)).toEqual(['xxxxx7002']);
  });

  it('resumed by code and e-mail (DEMO0004): gets the health answers on file and her own SSN open', async () => {
    const d4 = await resume(t.app, DEMO0004.code, DEMO0004.email, '10.13.3.4');
    expect(await existingHealth(d4, DEMO0004.id)).toEqual(allNoHealthInfo());
    const fields = dataOf<{ result: { field_name: string; value: unknown }[] }>(await get(t.app, d4, 'get-form-fields-personal-info', { enrollment_id: DEMO0004.id }));
    expect(fields.result.find((field) => field.field_name === 'ssn')?.value).toBe(MORGAN_SSN);
  });
});
