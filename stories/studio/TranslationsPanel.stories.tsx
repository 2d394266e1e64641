import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormLayer } from '../../schemas/forms/definition';
import { MESSAGES } from '../../schemas/messages';
import { TranslationsPanel } from '../../src/studio/editor/TranslationsPanel';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's panels look as in the studio
import '../../src/studio/studio.css';

/** A group's draft of Contact Information: a new select with two options, a help text and a message, in English. */
const DRAFT: FormLayer = {
  fields: {
    contact_time: { widget: 'select', label: 'Best time to call', choices: [{ value: 'am', label: 'Morning' }, { value: 'pm', label: 'Afternoon' }] },
    email_address: { help: 'We send your receipt here' },
  },
  messages: { required: 'Please answer this' },
};

const SPANISH: FormLayer['translations'] = {
  es: {
    fields: { contact_time: { label: 'Mejor hora para llamar', choices: { am: 'Mañana', pm: 'Tarde' } }, email_address: { help: 'Le enviamos su recibo aquí' } },
    messages: { required: 'Por favor, responda esto' },
  },
};

/** The editor's Translations (issue 18): what still lacks Spanish, and every text the draft sets beside its Spanish. */
const meta = {
  title: 'Studio/Translations panel',
  component: TranslationsPanel,
  args: { content: DRAFT, errors: [], onSet: () => undefined, readOnly: false, open: true, onToggle: () => undefined, onGo: () => undefined },
} satisfies Meta<typeof TranslationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing translated yet: the count, the list of missing texts and each text's empty Spanish input. */
export const NoneTranslated: Story = {
  parameters: { storyProblems: shows([T.translationsTitle, T.translationsMissingCount.replace('{count}', '5'), T.translationsMissingList, 'Best time to call', `${T.translationSpanishOf} contact_time · ${T.placeOption} pm`]) },
};

/** Shut: the count and the list stay, the side-by-side view waits behind Show translations. */
export const Shut: Story = {
  args: { open: false },
  parameters: { noInputs: true, storyProblems: shows([T.translationsShow, T.translationsMissingCount.replace('{count}', '5')]) },
};

/** Every text translated: nothing missing. */
export const Translated: Story = {
  args: { content: { ...DRAFT, translations: SPANISH } },
  parameters: { storyProblems: shows([T.translationsComplete], [T.translationsMissingList]) },
};

/** A message's Spanish with markup: the check's message at its input. */
export const Errors: Story = {
  args: {
    content: { ...DRAFT, translations: { es: { messages: { required: 'Responda <b>esto</b>' } } } },
    errors: [{ target_element: 'translations.es.messages.required', error_message: MESSAGES.formMessagePlainText }],
  },
  parameters: { storyProblems: shows([MESSAGES.formMessagePlainText, T.translationsMissingCount.replace('{count}', '4')]) },
};

/** A draft that sets no text of its own (flags only). */
export const NothingToTranslate: Story = {
  args: { content: { fields: { email_address: { required: true } } } },
  parameters: { noInputs: true, storyProblems: shows([T.translationsNone], [T.translationsShow]) },
};
