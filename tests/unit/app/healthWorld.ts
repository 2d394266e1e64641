/** Fake API routes for the Health Questions step, from the demo world's questions; saves are kept, as the server keeps them. */
import { buildHealthForm, formSchema } from '../../../adapters';
import type { DynamicTab } from '../../../schemas/api/types';
import { demoHealthQuestionSet } from '../../../schemas/demo/healthQuestions';
import type { FakeAnswer, FakeRoute } from './fakeApi';
import { registerSchema } from './fakeValidators';
import { wizardRoutes } from './wizardWorld';

export interface HealthWorld {
  /** The enrollment type (existing-user: a member re-enrolling). */
  type?: string;
  healthTrack?: boolean;
  /** The saved health_info column. */
  saved?: unknown;
  /** The member's health info on file. */
  existing?: unknown;
  /** The save's answer to a body (default: success, and the body is what health_info holds from then on). */
  save?: (body: Record<string, unknown>) => FakeAnswer;
}

/** A short tab list: personal, health, then contact (a form tab the fake serves), so Next lands somewhere known. */
export const HEALTH_NAV: DynamicTab[] = [
  { tab_name: 'primary_info', order: 1, required: true },
  { tab_name: 'primary_health_info', order: 2, required: true },
  { tab_name: 'contact_info', order: 3, required: true },
];

/** Routes of the health step for `world` (portal 11, an applicant), and the state its saves leave. */
export function healthRoutes(world: HealthWorld = {}): { routes: Record<string, FakeRoute | FakeAnswer>; state: { saved: unknown; healthTrack: boolean } } {
  const questions = demoHealthQuestionSet();
  const state = { saved: world.saved ?? null, healthTrack: world.healthTrack ?? false };
  const base = wizardRoutes({ portal: 11, groupId: null, eprocess: 'applicant', type: world.type });
  const temp = base['get-enrollment-temp-info'] as FakeRoute;
  return {
    state,
    routes: {
      ...base,
      'get-dynamic-tabs': { data: { result: HEALTH_NAV } },
      'get-enrollment-temp-info': (url, body) => {
        const column = url.searchParams.get('column');
        if (column === 'health_info') return { data: { result: state.saved } };
        if (column === 'health_track') return { data: { result: state.healthTrack } };
        return temp(url, body);
      },
      'get-health-questions-primary-health-info': { data: { result: questions, validator: registerSchema(formSchema(buildHealthForm(questions))) } },
      'get-existing-primary-health-info': { data: { result: world.existing ?? null } },
      'save-primary-health-info': (_url, body) => {
        const { enrollment_id: _id, ...info } = body as Record<string, unknown>;
        const answer = world.save?.(info) ?? { data: { saved_tab: 'health_info' } };
        if ((answer.status ?? 200) < 400) Object.assign(state, { saved: info, healthTrack: true });
        return answer;
      },
    },
  };
}
