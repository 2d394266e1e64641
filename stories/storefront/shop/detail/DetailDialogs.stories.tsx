import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_BLACKOUTS } from '../../../../schemas/demo/catalog';
import { MESSAGES } from '../../../../schemas/messages';
import { AccidentOfferDialog } from '../../../../src/storefront/shop/detail/AccidentOfferDialog';
import { AlreadyActiveDialog } from '../../../../src/storefront/shop/detail/AlreadyActiveDialog';
import { ChooseTierDialog } from '../../../../src/storefront/shop/detail/ChooseTierDialog';
import { GroupCodeDialog } from '../../../../src/storefront/shop/detail/GroupCodeDialog';
import { IncomeHoursDialog } from '../../../../src/storefront/shop/detail/IncomeHoursDialog';
import { MembershipDialog } from '../../../../src/storefront/shop/detail/MembershipDialog';
import { PlanDescription } from '../../../../src/storefront/shop/detail/PlanDescription';
import { PortalDialog } from '../../../../src/storefront/shop/detail/PortalDialog';
import { RelatedPlans } from '../../../../src/storefront/shop/detail/RelatedPlans';
import { TobaccoDialog } from '../../../../src/storefront/shop/detail/TobaccoDialog';
import { shows } from '../../../fixtures/shows';
import { MEDICAL_DESC, TEMP_ID, WithDetailData, WithPortalChoices } from './detailFixtures';

const noop = () => undefined;

/** The plan detail's modals (storefront.md section 2 "Plan detail") and its description. */
const meta = {
  title: 'Storefront/Plan detail/Dialogs',
  component: IncomeHoursDialog,
  args: { tempId: TEMP_ID, onSaved: noop, onClose: noop },
} satisfies Meta<typeof IncomeHoursDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Annual income and working hours (the disability plan), the engine's form of schemas/catalog/storefront/incomeHours.ts. */
export const IncomeAndHours: Story = {
  render: (args) => <WithDetailData><IncomeHoursDialog {...args} /></WithDetailData>,
  parameters: { storyProblems: shows(['Annual Income and Working Hours', 'Annual Income ($)', 'Working Hours (per week)', 'Submit']) },
};

/** Tobacco Usage: 'Do you smoke?' Yes or No (schemas/catalog/storefront/tobacco.ts). */
export const TobaccoUsage: Story = {
  render: () => <WithDetailData><TobaccoDialog tempId={TEMP_ID} planId={1701} onSaved={noop} onClose={noop} /></WithDetailData>,
  parameters: { storyProblems: shows(['Tobacco Usage', MESSAGES.planDetailSmokeQuestion, 'Yes', 'No']) },
};

/** Choose Tier, the quote's tier chosen (schemas/catalog/storefront/tier.ts). */
export const ChooseTier: Story = {
  render: () => <WithDetailData><ChooseTierDialog tempId={TEMP_ID} tier="IS" onSaved={noop} onClose={noop} /></WithDetailData>,
  parameters: { storyProblems: shows(['Choose Tier', 'Member Only', 'Member + Spouse', 'Member + Child(ren)', 'Family']) },
};

/** Membership options: the $5.00 wellness membership. */
export const MembershipOptions: Story = {
  render: () => <WithDetailData><MembershipDialog tempId={TEMP_ID} busy={false} onSelect={noop} onClose={noop} /></WithDetailData>,
  parameters: { noInputs: true, storyProblems: shows(['Membership Options', 'Wellness Association Membership', '$5.00', 'Select Membership']) },
};

/** Select portal with the group choice (a rep). */
export const SelectPortalAndGroup: Story = {
  render: () => (
    <WithDetailData><WithPortalChoices rep>
      <PortalDialog isRep portalId={null} chosenGroupId={null} error={null} onPortal={noop} onGroup={noop} onSubmit={noop} onClose={noop} />
    </WithPortalChoices></WithDetailData>
  ),
  parameters: { storyProblems: shows(['Select Portal and Group', 'Individual Direct', 'Acme Manufacturing', 'No group (an individual)']) },
};

/** Select portal only: a visitor of the rep, the rep's portals and no group question. */
export const SelectPortalOnly: Story = {
  render: () => (
    <WithDetailData><WithPortalChoices rep={false}>
      <PortalDialog isRep={false} portalId={null} chosenGroupId={null} error={null} onPortal={noop} onGroup={noop} onSubmit={noop} onClose={noop} />
    </WithPortalChoices></WithDetailData>
  ),
  parameters: { storyProblems: shows(['Select Portal', 'Individual Direct', 'Group Benefits', 'Continue'], ['No group']) },
};

/** The accident-plan suggestion after an add. */
export const AccidentSuggestion: Story = {
  render: () => <AccidentOfferDialog offer={{ plan_id: 1801, plan_name: 'Everyday Accident Plan', plan_pricing_id: 18012, price: '24.00' }} busy={false} onAccept={noop} onDecline={noop} />,
  parameters: { noInputs: true, storyProblems: shows(['Everyday Accident Plan', '$24.00', 'No thank you', 'Add To Cart']) },
};

/** Member 7001's active dental plan. */
export const AlreadyActive: Story = {
  render: () => <AlreadyActiveDialog message={MESSAGES.planAlreadyActive.replace('{plan}', 'BrightSmile Dental Plus')} onClose={noop} />,
  parameters: { noInputs: true, storyProblems: shows(['Plan already active', 'BrightSmile Dental Plus', 'OK']) },
};

/** The blackout refusal as the page shows it: the server's text in red. */
export const Blackout: Story = {
  render: () => <div className="alert alert--error detail-add-error" role="alert"><p>{DEMO_BLACKOUTS[0]?.message}</p></div>,
  parameters: { noInputs: true, storyProblems: shows([DEMO_BLACKOUTS[0]?.message ?? '']) },
};

/** The description with its exclusions, example and FAQ toggles. */
export const Description: Story = {
  render: () => <PlanDescription desc={MEDICAL_DESC} />,
  parameters: { noInputs: true, storyProblems: shows(['Plan description', 'Exclusions and limitations', 'An example', 'Frequently asked questions']) },
};

/** Enroll to Group: the Group Code modal asks the group enrollment code. */
export const GroupCode: Story = {
  render: () => <WithDetailData><GroupCodeDialog tempId={TEMP_ID} onClose={noop} /></WithDetailData>,
  parameters: { storyProblems: shows(['Group Code', 'Group Enrollment Code', 'Continue']) },
};

/** Suggested Products: the other plans of the category. */
export const SuggestedProducts: Story = {
  render: () => <WithDetailData><RelatedPlans tempId={TEMP_ID} planId={1901} /></WithDetailData>,
  parameters: { noInputs: true, storyProblems: shows(['Suggested Products', 'Harbor Hospital Indemnity Plus', 'More Info']) },
};
