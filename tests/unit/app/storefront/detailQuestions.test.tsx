/**
 * Issue 17: plan detail of a plan whose health questions come before its price. The questions
 * show under their own heading with no empty 'Your price' above them, and an empty submit says
 * 'Please answer all questions' once (storefront.md section 9), not once more per question.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../schemas/messages';
import { clearAllSession, setSession } from '../../../../src/session/storage';
import { installFakeApi } from '../fakeApi';
import { DEFAULT_INFO } from './entryWorld';
import { CART_TEMP_ID, liveCart, MEDICAL_DETAIL } from './cartWorld';
import { SAVED_FILTER } from './plansWorld';
import { QUESTIONS_ANSWER } from './questionsWorld';
import { renderPlanDetail } from './renderPlanDetail';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAllSession();
});

describe('plan detail with health questions first', () => {
  it('shows the questions under their heading, no empty price heading, and one message for an empty submit', async () => {
    setSession('tempId', CART_TEMP_ID);
    setSession('eprocess', 'applicant');
    installFakeApi({
      'get-default-info': DEFAULT_INFO,
      ...liveCart([]).routes,
      'get-enrollment-temp-info': { data: { result: SAVED_FILTER } },
      'get-plan-detail': { data: MEDICAL_DETAIL },
      'get-plan-pricing-detail': {
        data: [{ target_element: 'general', error_message: MESSAGES.pricingQuestions }],
        envelope: { status: 'error', errorCode: 'newQuestionsError', message: MESSAGES.pricingQuestions },
      },
      'get-questions': QUESTIONS_ANSWER,
      'check-already-answered': { data: { status: false } },
      'get-related-plans': { data: { result: [] } },
      'get-aflac-questions': { status: 204, data: null },
    });
    renderPlanDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Answers' }));
    expect(screen.getByRole('heading', { name: 'Health questions' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your price' })).toBeNull();
    for (const heading of screen.getAllByRole('heading')) expect(heading.textContent?.trim()).not.toBe('');
    expect(screen.getAllByText(MESSAGES.answerAllQuestions)).toHaveLength(1);
  });
});
