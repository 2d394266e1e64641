import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../../schemas/messages';
import { PRICING_DEPENDENTS_TARGET } from '../../../../schemas/api/pricing';
import { fixOf, type PricingRefusalCode } from '../../../../machines/storefront/planPricingRules';
import { PricingMessage } from '../../../../src/storefront/shop/detail/PricingMessage';
import { shows } from '../../../fixtures/shows';

const noop = () => undefined;

/** What a refused pricing shows (storefront.md section 8): each code's message and, where the page can fix it, the button that opens its modal. */
const meta = {
  title: 'Storefront/Plan detail/Pricing errors',
  component: PricingMessage,
  args: { code: 'stateError', message: MESSAGES.pricingState, fix: null, onFix: noop },
  parameters: { noInputs: true },
} satisfies Meta<typeof PricingMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The refusal as pricing answers it; the fix is the machine's rule for it. */
const story = (code: PricingRefusalCode, message: string, texts: string[] = [], target?: string): Story => ({
  args: { code, message, fix: fixOf({ refused: code, message, ...(target ? { target } : {}) }) }, parameters: { storyProblems: shows([message, ...texts]) },
});

export const SalaryError = story('salaryError', MESSAGES.pricingSalary, ['Edit annual income and working hours']);
export const HourError = story('hourError', MESSAGES.pricingHours, ['Edit annual income and working hours']);
export const StateError = story('stateError', MESSAGES.pricingState);
export const TierError = story('tierError', MESSAGES.pricingTier, ['Choose another tier']);
export const AgeError = story('ageError', MESSAGES.pricingAge);
export const MetError = story('metError', MESSAGES.pricingMet);
export const SmokerError = story('smokerError', MESSAGES.pricingSmoker, ['Choose tobacco usage']);
export const PlanAgeError = story('planAgeError', 'This plan is available only to applicants aged 50 to 75.');
export const PortalError = story('portalError', MESSAGES.pricingPortal);
/** The dependents' enrollmentIdError opens the dependent info dialog. */
export const DependentsNeeded = story('enrollmentIdError', MESSAGES.pricingDependents, ['Provide dependent information'], PRICING_DEPENDENTS_TARGET);
/** A quote without DOB or tier. */
export const QuoteIncomplete = story('enrollmentIdError', MESSAGES.pricingQuoteMissing);
/** Shown only when the health-question panel is not mounted (the page shows the panel instead). */
export const NewQuestionsError = story('newQuestionsError', MESSAGES.pricingQuestions);
