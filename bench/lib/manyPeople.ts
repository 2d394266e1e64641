/**
 * The saves as 50 people make them: each connection's turn is another person's enrollment (a copy of
 * DEMO0001 made by the server's test factory, bound through its own session), so the saves in flight
 * are about as many rows as connections. The DEMO0001 cases load one row from 50 connections, where
 * every save waits for the row's shared commit (docs/save-latency.md); no family saves like that.
 */
import { bindSession, checkedSave, DEPENDENT_SAVE, personalSaveBody } from './enrollmentCalls';
import type { CallerRequest, LoadCase } from './loadCase';

interface Person { id: string; cookie: string }

/** A fresh copy of DEMO0001 with a session of its own (the bench server runs with TEST_FACTORY=1). */
async function newPerson(url: string): Promise<Person> {
  const made = await fetch(`${url}/dev/test-factory/enrollments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ like: 'DEMO0001' }) });
  if (made.status !== 201) throw new Error(`the test factory answered ${made.status}: ${await made.text()}`);
  const { enrollment_id: id, code, email } = (await made.json()) as { enrollment_id: string; code: string; email: string };
  return { id, cookie: await bindSession(url, code, email) };
}

/** One person's request: their session and their body. */
function request(person: Person, body: string): CallerRequest {
  return { headers: { cookie: person.cookie, 'content-type': 'application/json' }, body };
}

/** `count` people, made one after another (in parallel would only measure the set-up). */
async function makePeople(url: string, count: number): Promise<Person[]> {
  const people: Person[] = [];
  for (let i = 0; i < count; i += 1) people.push(await newPerson(url));
  return people;
}

/**
 * save-personal-info and save-dependent-info, each request the next of `count` people's in turn;
 * the people are made when the first of the cases runs (none when BENCH_API_MATCH leaves both out).
 */
export function manyPeopleCases(url: string, count: number): LoadCase[] {
  let made: Promise<Person[]> | undefined;
  const people = () => (made ??= makePeople(url, count));
  const post = (route: string) => ({ path: `/api/v1/${route}`, method: 'POST' as const });
  const personal = async () => Promise.all((await people()).map(async (person) => request(person, await personalSaveBody(url, person.cookie, person.id))));
  const dependent = async () => Promise.all((await people()).map(async (person) =>
    request(person, await checkedSave(url, person.cookie, 'save-dependent-info', { ...DEPENDENT_SAVE, enrollment_id: person.id }))));
  return [
    { name: `POST save-personal-info, ${count} people`, ...post('save-personal-info'), callers: personal },
    { name: `POST save-dependent-info (1 spouse), ${count} people`, ...post('save-dependent-info'), callers: dependent },
  ];
}
