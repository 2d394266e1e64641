/**
 * A fake assist backend for the help widget's component tests and stories: the script of
 * helpWidgetFixtures (name, the e-mail + phone slide, closing), answers kept per test, a phone
 * refused with the server's message as assist/add refuses it.
 */
import type { AssistConversation, AssistQuestion } from '../../../../domain/storefront/helpWidgetTypes';
import { CLOSING, Q_CONTACT, Q_NAME } from '../../machines/storefront/helpWidgetFixtures';
import type { FakeAnswer, FakeRoute } from '../fakeApi';

export const TICKET_URL = 'https://tickets.example.test/new';
const SCRIPT: AssistQuestion[] = [Q_NAME, Q_CONTACT, CLOSING];

/** The fake's routes and the answers it holds. */
export function helpWorld() {
  const answers = new Map<number, string>();
  const conversation = (): AssistConversation => ({
    question: SCRIPT.find((step) => step.fields.length > 0 && !answers.has(step.id)) ?? CLOSING,
    answer: SCRIPT.filter((step) => answers.has(step.id)).map((step) => ({
      question_id: step.id, question: step.question, answer: answers.get(step.id)!, fields: step.fields,
    })),
  });
  const add: FakeRoute = (_, body) => {
    const { question_id, answer } = body as { question_id: number; answer: string };
    if (question_id === Q_CONTACT.id && !/\n[0-9]{10}$/.test(answer)) {
      return { status: 422, data: [{ target_element: 'answer', error_message: 'Invalid phone number' }] };
    }
    answers.set(question_id, answer);
    return { data: {} };
  };
  const routes: Record<string, FakeRoute | FakeAnswer> = {
    'get-ticket-link': { data: { ticket: TICKET_URL } },
    'assist/get': () => ({ data: conversation() }),
    'assist/add': add,
  };
  return { routes, answers };
}
