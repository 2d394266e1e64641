/** The demo world's plan questions for the fake network (the stories' fixtures) and the visitor's temporary enrollment. */
export { CARRIER_QUESTIONS, HEALTH_QUESTIONS, QUESTION_SET } from '../../../../stories/storefront/shop/questions/questionsFixtures';

export const TEMP_ID = '5d0f2c4e-7a1b-4c3d-9e8f-0a1b2c3d4e5f';
