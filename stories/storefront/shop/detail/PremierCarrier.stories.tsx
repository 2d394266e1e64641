import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildCarrierForm, carrierValues } from '../../../../adapters';
import type { CarrierQuestion } from '../../../../domain/storefront/planQuestionRules';
import { DEMO_PREMIER_CARRIER_QUESTIONS } from '../../../../schemas/demo/premierCarrier';
import { MESSAGES } from '../../../../schemas/messages';
import { STOREFRONT_SHOP_DETAIL_TEXT } from '../../../../schemas/uiText/storefront/shop/detail';
import type { PricedPlan } from '../../../../src/api/getPlanPricingDetail';
import { AddErrors, PremierAnswersNote } from '../../../../src/storefront/shop/detail/AddNotices';
import { PriceCards } from '../../../../src/storefront/shop/detail/PriceCards';
import { SupplementalQuestionsView } from '../../../../src/storefront/shop/questions/SupplementalQuestionsView';
import { localValidation } from '../../../fixtures/localValidation';
import { shows } from '../../../fixtures/shows';
import { atPhone } from '../../../fixtures/viewports';

const noop = () => undefined;

/** The demo's premier carrier plan 1602 at Member + Spouse (schemas/demo/premierCarrier.ts). */
const LINE: PricedPlan = {
  plan_id: 1602, plan_pricing_id: 16022, plan_name: 'Premier Income Protection', plan_type: 'standard', price: '58.00', tier: 'IS', tier_text: 'Member + Spouse',
};
const QUESTIONS: CarrierQuestion[] = DEMO_PREMIER_CARRIER_QUESTIONS.map(({ qid, question, true_condition }) => ({ qid, question, true_condition }));
const form = buildCarrierForm(QUESTIONS);

/**
 * What plan detail shows along the premier-carrier check before add to cart (storefront.md 4 and
 * 7, issue 17 point 6), as PricingSection composes it: the carrier's questions first with the
 * check's note, or a closed carrier's text (GET /{hash}) above the prices. The dependents' dates of
 * birth and the income and hours are the pricing dialogs' own stories.
 */
function PremierPricing({ step }: { step: 'answers' | 'closed' }) {
  return (
    <section className="detail-pricing" aria-labelledby="premier-pricing-title">
      <h2 id="premier-pricing-title">{STOREFRONT_SHOP_DETAIL_TEXT.pricingSection.yourPrice}</h2>
      <AddErrors errors={step === 'closed' ? [MESSAGES.carrierClosed] : []} />
      {step === 'answers' && <PremierAnswersNote />}
      <SupplementalQuestionsView state="answering" questions={QUESTIONS} form={form} validation={localValidation(form)} values={carrierValues(form, QUESTIONS, [])}
        errors={{}} message={null} onChange={noop} onSubmit={noop} onRetry={noop} />
      <PriceCards lines={[LINE]} adminFeePercent={3} busy={false} onAdd={noop} />
    </section>
  );
}

const meta = {
  title: 'Storefront/Plan detail/Premier carrier',
  component: PremierPricing,
  args: { step: 'answers' },
} satisfies Meta<typeof PremierPricing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add to Cart before the carrier's questions are answered: the note, focused, above the questions. */
export const AnswersFirst: Story = {
  parameters: { storyProblems: shows([MESSAGES.premierAnswersFirst, QUESTIONS[0].question, '$58.00', MESSAGES.planDetailPremierFee], [MESSAGES.carrierClosed]) },
};
/** The carrier's status (GET /{hash}) says it takes no new applications: its text, and no add. */
export const CarrierClosed: Story = {
  args: { step: 'closed' },
  parameters: { storyProblems: shows([MESSAGES.carrierClosed, '$58.00'], [MESSAGES.premierAnswersFirst]) },
};

export const AnswersFirstAtPhone: Story = atPhone(AnswersFirst, 'AnswersFirst');
export const CarrierClosedAtPhone: Story = atPhone(CarrierClosed, 'CarrierClosed');
