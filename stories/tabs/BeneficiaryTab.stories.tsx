import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_BENEFICIARIES } from '../fixtures/lists';
import { ListStory, listStoryProblems, type ListStoryProps } from '../fixtures/ListStory';

const { ann, bo, cy } = FIXTURE_BENEFICIARIES;

/**
 * Beneficiary Information (enrollment.md sections 2, 4 and 5) as the demo world's portals define
 * its item form: the list empty, with one, at 100%, over 100%, at its limit of 3; the add and edit
 * popups (edit mode disables delete and Next with the spec's titles) on both portals.
 */
const meta = {
  title: 'Tabs/Beneficiary Information',
  component: ListStory,
  args: { step: 'beneficiaries', portal: 11, items: [] },
  parameters: { storyProblems: (args: ListStoryProps) => listStoryProblems(args) },
} satisfies Meta<typeof ListStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No popup open: a list and buttons, no inputs. */
const listOnly = { noInputs: true };

export const Empty: Story = { parameters: listOnly };
export const OneBeneficiary: Story = { args: { items: [ann] }, parameters: listOnly };
/** 60 + 40: Next shows, the add button does not. */
export const TotalHundred: Story = { args: { items: [ann, bo] }, parameters: listOnly };
/** 60 + 60: the total message, no add and no Next. */
export const OverHundred: Story = { args: { items: [ann, { ...bo, beneficiary_percentage: '60' }] }, parameters: listOnly };
/** 3 beneficiaries, 120%: the maximum and the total messages. */
export const AtLimitOfThree: Story = { args: { items: [ann, bo, cy] }, parameters: listOnly };
/** 3 beneficiaries, 100%: at the limit and ready to go on. */
export const AtLimitReady: Story = { args: { items: [{ ...ann, beneficiary_percentage: '40' }, bo, cy] }, parameters: listOnly };
export const AddPopupPortal11: Story = { args: { items: [ann], open: 'add' } };
/** Portal 12's item form also asks for a middle name. */
export const AddPopupPortal12: Story = { args: { portal: 12, items: [ann], open: 'add' } };
/** Submit with nothing filled in: each field's message. */
export const AddPopupSubmitted: Story = { args: { portal: 12, open: 'add', submitted: true } };
/** Edit mode: the prefilled popup; delete and Next behind it disabled with the spec's titles. */
export const EditPopup: Story = { args: { items: [ann, bo], open: 1 } };
export const EditPopupPortal12: Story = { args: { portal: 12, items: [ann, bo, cy], open: 0 } };
