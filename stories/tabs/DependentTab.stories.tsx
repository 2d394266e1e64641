import type { Meta, StoryObj } from '@storybook/react-vite';
import { DependentStory, dependentStoryProblems, FIXTURE_DEPENDENTS, FIXTURE_NINE_DEPENDENTS, type DependentStoryProps } from '../fixtures/DependentStory';

const { robin: ROBIN, sky: SKY, lake: LAKE } = FIXTURE_DEPENDENTS;
const NINE = FIXTURE_NINE_DEPENDENTS;

/**
 * Dependent Information (enrollment.md sections 2, 4, 5 and 9) from the demo world's definitions of
 * both portals: each tier's heading and rules, the premier spouse question, the L713 message, the
 * green go-ahead, the list at its limit of 9, and the add and edit popups 'Dependent #n'.
 */
const meta = {
  title: 'Tabs/Dependent Information',
  component: DependentStory,
  args: { portal: 11, tier: 'IF', premier: false, items: [] },
  parameters: { storyProblems: (args: DependentStoryProps) => dependentStoryProblems(args) },
} satisfies Meta<typeof DependentStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No popup open and no question: a list and buttons, no inputs. */
const listOnly = { noInputs: true };

/** Premier MM on tier IF with no dependents: 'Please Select', 'Yes', 'No' with Submit. */
export const PremierSpouseQuestion: Story = { args: { premier: true } };
export const PremierSpouseQuestionPortal12: Story = { args: { portal: 12, premier: true } };
/** Tier IF, none yet: Add Spouse first. */
export const FamilyEmpty: Story = { parameters: listOnly };
/** Tier IF with the spouse: Add Child next, Next still waits for 2. */
export const FamilySpouse: Story = { args: { items: [ROBIN] }, parameters: listOnly };
/** Tier IF with spouse and child: the green go-ahead and Next. */
export const FamilyReady: Story = { args: { premier: true, items: [ROBIN, SKY] }, parameters: listOnly };
/** At the limit of 9: no add button. */
export const AtLimitOfNine: Story = { args: { items: NINE }, parameters: listOnly };
export const AtLimitOfNinePortal12: Story = { args: { portal: 12, items: NINE }, parameters: listOnly };
/** Tier IS: the spouse only. */
export const MemberSpouseEmpty: Story = { args: { tier: 'IS' }, parameters: listOnly };
export const MemberSpouseReady: Story = { args: { tier: 'IS', items: [ROBIN] }, parameters: listOnly };
/** Tier IC: children. */
export const MemberChildren: Story = { args: { tier: 'IC', items: [SKY, LAKE] }, parameters: listOnly };
/** Premier IC ('Member + 1 Child') with two children: the red L713 message, no Next. */
export const PremierOneChildL713: Story = { args: { tier: 'IC', premier: true, items: [SKY, LAKE] }, parameters: listOnly };
export const AddSpousePopup: Story = { args: { open: 'add' } };
/** Portal 12's item form also asks for a middle name and the weight. */
export const AddChildPopupPortal12: Story = { args: { portal: 12, items: [ROBIN], open: 'add' } };
/** Edit mode: the prefilled popup; add, delete and Next disabled behind it. */
export const EditPopup: Story = { args: { premier: true, items: [ROBIN, SKY], open: 1 } };
export const EditPopupAtLimit: Story = { args: { portal: 12, items: NINE, open: 8 } };
