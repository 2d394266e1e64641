import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../../../schemas/messages';
import type { PricingRefusalCode } from '../../../../src/api/getPlanPricingDetail';
import { PricingMessage } from '../../../../src/storefront/shop/detail/PricingMessage';
import { shows } from '../../../fixtures/shows';

const noop = () => undefined;

/** What a refused pricing shows (storefront.md section 8): each code's message and, where the page can fix it, the button that opens its modal. */
const meta = {
  title: 'Storefront/Plan detail/Pricing errors',
  component: PricingMessage,
  args: { code: 'stateError', message: MESSAGES.pricingState, needsDependents: false, onOpen: noop },
  parameters: { noInputs: true },
} satisfies Meta<typeof PricingMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (code: PricingRefusalCode, message: string, texts: string[] = [], needsDependents = false): Story => ({
  args: { code, message, needsDependents }, parameters: { storyProblems: shows([message, ...texts]) },
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
export const DependentsNeeded = story('enrollmentIdError', MESSAGES.pricingDependents, ['Provide dependent information'], true);
/** A quote without DOB or tier. */
export const QuoteIncomplete = story('enrollmentIdError', MESSAGES.pricingQuoteMissing);
/** Shown only when the health-question panel is not mounted (the page shows the panel instead). */
export const NewQuestionsError = story('newQuestionsError', MESSAGES.pricingQuestions);
