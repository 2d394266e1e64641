/** The demo world's plan questions for the fake network (the stories' fixtures) and the visitor's temporary enrollment. */
import { buildCarrierForm, buildPlanHealthForm, formSchema } from '../../../../adapters';
import { CARRIER_QUESTIONS, HEALTH_QUESTIONS } from '../../../../stories/storefront/shop/questions/questionsFixtures';
import { registerSchema } from '../fakeValidators';

export { CARRIER_QUESTIONS, HEALTH_QUESTIONS, QUESTION_SET } from '../../../../stories/storefront/shop/questions/questionsFixtures';

export const TEMP_ID = '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';

/** get-questions' answer for plan 305 as the server gives it: the questions and their form's validator. */
export const QUESTIONS_ANSWER = { data: { result: HEALTH_QUESTIONS, validator: registerSchema(formSchema(buildPlanHealthForm(HEALTH_QUESTIONS))) } };

/** get-aflac-questions' answer for plan 1201: the carrier questions and their form's validator. */
export const CARRIER_ANSWER = { data: { result: CARRIER_QUESTIONS, validator: registerSchema(formSchema(buildCarrierForm(CARRIER_QUESTIONS))) } };
