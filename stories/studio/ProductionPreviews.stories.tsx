import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { AGREEMENT_FIELD_TITLES, VERIFICATION_TITLES } from '../../schemas/agreement';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
import { AGREEMENT_LABEL, HEALTH_DRAFT, PERSONA_AGENT, ProductionPreviewStory } from '../fixtures/studio/productionPreview';

/**
 * The studio's preview of Health Questions and of Agreement & Signature: the wizard's own
 * components with a group's draft applied, empty or as a demo persona, Next's messages, 360 px.
 */
const meta = {
  title: 'Studio/Health and agreement preview',
  component: ProductionPreviewStory,
  args: { form: 'health', persona: false },
} satisfies Meta<typeof ProductionPreviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const REWORDED = HEALTH_DRAFT.fields.question_140.label!;

/** Health as no one: the draft's questions (140 reworded, 147 not asked), each a Yes / No, none answered. */
export const HealthEmpty: Story = {
  parameters: { storyProblems: shows([REWORDED, T.previewNext], ['In the past 2 years, have you been admitted to a hospital overnight?']) },
};

/** Health as a demo persona who answered No to every question: each No chosen. */
export const HealthAsPersona: Story = {
  args: { persona: true },
  parameters: {
    storyProblems: () => {
      const checked = [...document.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map((radio) => radio.labels?.[0]?.textContent?.trim());
      return checked.length === 5 && checked.every((label) => label === 'No') ? [] : [`checked: ${checked.join(', ')}`];
    },
  },
};

/** Health's Next with nothing answered: the spec's message at each question. */
export const HealthNextMessages: Story = {
  args: { next: true },
  parameters: { storyProblems: shows([MESSAGES.required]) },
};

/** Health at 360 px, as a persona. */
export const HealthNarrow: Story = {
  args: { persona: true, narrow: true },
  parameters: { storyProblems: shows([REWORDED]) },
};

/** The agreement as no one (an applicant: the signature pad), the first agreement in the draft's words. */
export const AgreementEmpty: Story = {
  args: { form: 'agreement' },
  parameters: { storyProblems: shows([AGREEMENT_LABEL, 'Application Accuracy', T.previewNext]) },
};

/** The agreement as a rep's demo enrollment: broker verification with the broker's name and code, every agreement checked. */
export const AgreementAsPersona: Story = {
  args: { form: 'agreement', persona: true },
  parameters: {
    storyProblems: () => [
      ...shows([VERIFICATION_TITLES.rep, AGREEMENT_FIELD_TITLES.agent_name])(),
      ...(document.querySelector<HTMLInputElement>(`input[value="${PERSONA_AGENT.name}"]`) ? [] : ['missing: the broker\'s name']),
      ...([...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].every((box) => box.checked) ? [] : ['an agreement unchecked']),
    ],
  },
};

/** The agreement's Next with nothing checked: the spec's message at each agreement and at the signature. */
export const AgreementNextMessages: Story = {
  args: { form: 'agreement', next: true },
  parameters: { storyProblems: shows([MESSAGES.agreementRequired, MESSAGES.signatureRequired]) },
};

/** The agreement at 360 px, as the rep persona, Next pressed: every agreement checked and the broker given, so it passes. */
export const AgreementNarrowValid: Story = {
  args: { form: 'agreement', persona: true, narrow: true, next: true },
  parameters: { storyProblems: shows([T.previewValid]) },
};
