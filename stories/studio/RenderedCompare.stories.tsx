import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_AGREEMENT_TEXTS } from '../../schemas/demo/agreement';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
import { RenderedCompareStory } from '../fixtures/studio/renderedCompare';
import { AGREEMENT_LABEL, HEALTH_DRAFT } from '../fixtures/studio/productionPreview';

/**
 * Compare versions of Health Questions and of Agreement & Signature as rendered forms: the
 * wizard's own components, two versions side by side, read-only, each changed field's label
 * ending in '(changed)', no id twice on the page.
 */
const meta = {
  title: 'Studio/Compare versions (health and agreement rendered)',
  component: RenderedCompareStory,
  args: { form: 'health' },
} satisfies Meta<typeof RenderedCompareStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const mark = (label: string) => `${label} (${T.changedMark})`;

/** Every id once on the page (two wizard forms side by side). */
const uniqueIds = () => {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `duplicate id: ${id}`);
};

/** Health, versions 1 and 2: question 140 reworded, 147 dropped, Health Condition relabelled, each marked. */
export const Health: Story = {
  parameters: { storyProblems: () => [...shows([mark(HEALTH_DRAFT.fields.question_140.label!), mark('In the past 2 years, have you been admitted to a hospital overnight?'), mark('Diagnosis'), mark('Health Condition')])(), ...uniqueIds()] },
};

/** Health at 360 px: the versions one above the other. */
export const HealthNarrow: Story = { args: { narrow: true }, parameters: { storyProblems: () => [...shows([mark('Diagnosis')])(), ...uniqueIds()] } };

/** The agreement, versions 1 and 2: the first agreement reworded, marked on both sides. */
export const Agreement: Story = {
  args: { form: 'agreement' },
  parameters: { storyProblems: () => [...shows([mark(AGREEMENT_LABEL), mark(DEMO_AGREEMENT_TEXTS[11][0].text_required)])(), ...uniqueIds()] },
};

/** The agreement at 360 px. */
export const AgreementNarrow: Story = { args: { form: 'agreement', narrow: true }, parameters: { storyProblems: () => [...shows([mark(AGREEMENT_LABEL)])(), ...uniqueIds()] } };
