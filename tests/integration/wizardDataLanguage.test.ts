/**
 * The wizard's and help widget's data texts in the caller's language (issue 18): lookups (a list's
 * route and a form's options, through its validator module), health questions, a plan's questions,
 * options and decline / success texts, carrier questions, the dependents' disclaimer, the
 * assistant's script and labels, and agreement texts (in the enrollment's language, hashed as
 * served). A Spanish caller reads the Spanish the demo world seeds (schemas/demo/es/wizardData.ts)
 * marked content_lang 'es'; an English caller the English.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO0001, DEMO0006 } from '../../schemas/demo/enrollments';
import { WIZARD_DATA_CONTENT_ES as ES } from '../../schemas/demo/es/wizardData';
import { findEnrollment } from '../../server/db/queries/enrollments';
import { checkTab } from '../../server/services/tabChecks';
import { cookieOf, dataOf, get, post, resume, type Session } from './helpers/client';
import { demoTexts } from './helpers/agreement';
import { restoreEnrollmentsAfterEach } from './helpers/restore';
import { createTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let applicant: Session;
let rep: Session;
beforeAll(async () => {
  t = await createTestApp();
  applicant = await resume(t.app, DEMO0001.code, DEMO0001.email);
  rep = await resume(t.app, DEMO0006.code, DEMO0006.email);
});
afterAll(async () => t.close());
restoreEnrollmentsAfterEach(() => t.db, [DEMO0001.id, DEMO0006.id]);

type Language = 'en' | 'es';
/** The session as a browser whose page is in `language` sends it. */
const inLanguage = (session: Session, language: Language): Session => ({ cookie: [session.cookie, `lang=${language}`].filter(Boolean).join('; ') });
const anonymous = (language: Language): Session => inLanguage({ cookie: undefined }, language);
/** `english` as a caller of `language` reads it (the demo world's Spanish). */
const said = (english: string, language: Language) => (language === 'es' ? ES[english] : english);

describe.each(['en', 'es'] as const)('a caller reading %s', (language) => {
  it('reads a lookup list in the language, each row saying its language', async () => {
    const { result } = dataOf<{ result: { id: number; name: string; content_lang: string }[] }>(await get(t.app, anonymous(language), 'get-ethnic-category'));
    expect(result).toContainEqual({ id: expect.any(Number), name: said('Hispanic or Latino', language), content_lang: language });
    const states = dataOf<{ result: { abbrev: string; name: string }[] }>(await get(t.app, anonymous(language), 'get-states')).result;
    expect(states.find((state) => state.abbrev === 'NY')?.name).toBe(language === 'es' ? 'Nueva York' : 'New York');
  });

  it("reads a form's lookup options in the language (its validator module is the language's own)", async () => {
    const { validator } = dataOf<{ validator: string }>(await get(t.app, inLanguage(applicant, language), 'get-form-fields-personal-info', { enrollment_id: DEMO0001.id }));
    const module = await t.app.inject({ method: 'GET', url: `/api/v1/form-validators/${validator}.js` });
    expect(module.statusCode).toBe(200);
    expect(module.body).toContain(JSON.stringify(said('Two or More Races', language)).slice(1, -1));
    // The other language's names are not in it.
    expect(module.body.includes('Dos o más razas')).toBe(language === 'es');
    expect(module.body.includes('Two or More Races')).toBe(language === 'en');
  });

  it('reads the health questions in the language', async () => {
    const { result } = dataOf<{ result: { codition_questions: { question_text: string; content_lang?: string }[]; medication_question: { question_text: string; content_lang?: string } } }>(
      await get(t.app, inLanguage(applicant, language), 'get-health-questions-primary-health-info', { enrollment_id: DEMO0001.id }));
    const english = 'Are you currently taking any prescription medication?';
    expect(result.medication_question).toMatchObject({ question_text: said(english, language), content_lang: language });
    for (const question of result.codition_questions) {
      expect(Object.values(ES).includes(question.question_text)).toBe(language === 'es');
      expect(question.content_lang).toBe(language);
    }
  });

  it("reads the dependents' disclaimer in the language", async () => {
    const answer = dataOf<{ disclaimer: string; content_lang: string }>(
      await get(t.app, inLanguage(applicant, language), 'get-form-fields-dependent-primary-info', { enrollment_id: DEMO0001.id }));
    expect(answer.disclaimer).toBe(said('Only add a spouse or child who is eligible for coverage under the plans you selected. The information you give must be true and complete.', language));
    expect(answer.content_lang).toBe(language);
  });

  it("reads a plan's questions, options, decline and success texts and a carrier's questions in the language", async () => {
    const quote = await post(t.app, anonymous(language), 'add-filter-for-new-user', { zip: '62701', dob: '06/15/1985', gender: '1', tier: 'IS' });
    const visitor = inLanguage({ cookie: cookieOf(quote) }, language);
    const id = dataOf<{ temp_enrollment_id: string }>(quote).temp_enrollment_id;
    const read = dataOf<{ result: { question_text: string; content_lang: string; options: { option_text: string }[] }[]; plan_texts: unknown }>(
      await get(t.app, visitor, 'get-questions', { enrollment_id: id, plan_id: '305', type: 'save' }));
    const questions = read.result;
    expect(questions.map((q) => q.content_lang)).toEqual([language, language, language]);
    expect(questions[1].question_text).toBe(said('Has anyone applying for coverage been diagnosed with or treated for any of the following conditions?', language));
    expect(questions[1].options.map((o) => o.option_text)).toContain(said('Kidney disease', language));
    const declined = (await post(t.app, visitor, 'save-question-answers', {
      enrollment_id: id, plan_id: 305, answers: [{ question_id: 3051, yes_no_flag: 0 }, { question_id: 3052, yes_no_flag: 1, checkbox_answers: [1, 3] }, { question_id: 3053, yes_no_flag: 0 }],
    })).json() as { errorCode: string; data: { error_message: string; content_lang: string } };
    expect(declined).toMatchObject({ errorCode: 'decline', data: { content_lang: language } });
    expect(declined.data.error_message).toBe(said('Based on your answers, Prairie Medical Select cannot be offered to you. Please choose another medical plan.', language));
    const accepted = dataOf<{ success_message: string; content_lang: string }>(await post(t.app, visitor, 'save-question-answers', {
      enrollment_id: id, plan_id: 305, answers: [{ question_id: 3051, yes_no_flag: 0 }, { question_id: 3052, yes_no_flag: 0 }, { question_id: 3053, yes_no_flag: 0 }],
    }));
    expect(accepted).toEqual({ success_message: said('Thank you, your answers are saved. The price of Prairie Medical Select now shows.', language), content_lang: language });
    // The questions say the same texts beside them, for a page that showed one and switches language.
    expect(read.plan_texts).toEqual({ error_message: declined.data.error_message, success_message: accepted.success_message, content_lang: language });
    const carrier = dataOf<{ result: { question: string; content_lang: string }[] }>(await get(t.app, visitor, 'get-aflac-questions', { enrollment_id: id, plan_id: '1201' })).result;
    expect(carrier[0]).toMatchObject({ question: said('Are you actively at work on a full-time basis (at least 30 hours a week)?', language), content_lang: language });
  });

  it("reads the help widget's script and its inputs' labels in the language", async () => {
    const device = crypto.randomUUID();
    const answer = dataOf<{ question: { question: string; fields: { label: string }[]; content_lang: string } }>(
      await get(t.app, anonymous(language), 'assist/get', { device_id: device, web_url: 'http://localhost/javery', agent_id: '1001' }));
    expect(answer.question).toMatchObject({ question: said('Hi! I can pass your question to {rep}. What is your name?', language).replace('{rep}', 'Jordan'), content_lang: language });
    expect(answer.question.fields[0].label).toBe(said('Your name', language));
    // On a site without a rep, the one who answers is named in the language too.
    const noRep = dataOf<{ question: { question: string } }>(await get(t.app, anonymous(language), 'assist/get', { device_id: device, web_url: 'http://localhost/' }));
    expect(noRep.question.question).toContain(language === 'es' ? 'un representante' : 'a representative');
  });

  it("serves the agreement texts in the enrollment's language, hashed as served", async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/language', payload: { language }, headers: { 'content-type': 'application/json', cookie: rep.cookie ?? '' } });
    expect(put.statusCode).toBe(200);
    const answer = dataOf<{ result: { id: number; text_head: string; text_body: string; text_required: string; content_lang: string }[]; hash: string }>(
      await get(t.app, rep, 'get-agreement-texts', { enrollment_id: DEMO0006.id }));
    const expected = demoTexts(11).map((text) => ({
      id: text.id, text_head: said(text.text_head, language), text_body: said(text.text_body, language), text_required: said(text.text_required, language),
    }));
    expect(answer.result).toEqual(expected.map((text) => ({ ...text, content_lang: language })));
    expect(answer.hash).toBe(createHash('sha256').update(JSON.stringify(expected)).digest('hex'));
  });
});

describe('an agreement read in one language and signed after the page switched to the other', () => {
  const setLanguage = (language: Language) =>
    t.app.inject({ method: 'PUT', url: '/api/language', payload: { language }, headers: { 'content-type': 'application/json', cookie: rep.cookie ?? '' } });

  it('is kept as read (its texts and hash), and the enrollment stays complete in either language', async () => {
    await setLanguage('es');
    const read = dataOf<{ result: { id: number }[]; hash: string }>(await get(t.app, rep, 'get-agreement-texts', { enrollment_id: DEMO0006.id }));
    await setLanguage('en');
    const save = await post(t.app, rep, 'save-agreement-info', {
      enrollment_id: DEMO0006.id, eprocess: 'rep', accepted_agreements: read.result.map((text) => text.id), agreement_hash: read.hash,
    });
    expect(dataOf(save)).toEqual({ saved_tab: 'aggrement_info' });
    const [evidence] = await t.db.selectFrom('agreement_evidence').selectAll().where('enrollment_id', '=', DEMO0006.id).execute();
    expect(evidence.texts_sha256).toBe(read.hash);
    expect(evidence.texts).toContain(ES['Application Accuracy']);
    const enrollment = (await findEnrollment(t.db, DEMO0006.id))!;
    expect(await checkTab('agreement_info', { db: t.db, services: t.app.services, enrollment })).toEqual([]);
    await t.db.deleteFrom('agreement_evidence').where('enrollment_id', '=', DEMO0006.id).execute();
  });
});

