import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentTextsData } from '../../schemas/api/adminTypes';
import { MESSAGES } from '../../schemas/messages';
import { ApiFieldErrors } from '../../src/api/client';
import { ContentTexts } from '../../src/studio/content/ContentTexts';
import { T } from '../../src/studio/text';
import { shows } from '../fixtures/shows';
// oxlint-disable-next-line import/no-unassigned-import -- the studio's panels look as in the studio
import '../../src/studio/studio.css';

const THANKS = 'Thank you! {Rep} will contact you soon.';
const SUMMARY = 'Doctor visits, hospital stays and prescriptions with a $1,500 deductible.';

/** A search's page: one text without Spanish, one with, one used on every plan's detail. */
const PAGE: ContentTextsData = {
  texts: [
    { source: THANKS, key: 'a'.repeat(64), translation: null, uses: 1, places: [{ table: 'assist_questions', column: 'question', keys: { id: 5 } }] },
    {
      source: 'Frequently asked questions', key: 'b'.repeat(64), translation: null, uses: 28,
      places: Array.from({ length: 10 }, (_, i) => ({ table: 'plan_texts', column: 'faq_text_name', keys: { plan_id: 301 + i } })),
    },
    {
      source: SUMMARY, key: 'c'.repeat(64), translation: 'Consultas médicas, internaciones en un hospital y recetas con un deducible de $1,500.', uses: 1,
      places: [{ table: 'plans', column: 'short_text', keys: { id: 301, name: 'Summit Health Basic' } }],
    },
  ],
  total: 3, all: 3, missing: 2, offset: 0, limit: 50,
};

/** The studio's content translations (issue 18): the store's database texts, English beside an editable Spanish, saved one by one. */
const meta = {
  title: 'Studio/Content translations',
  component: ContentTexts,
  args: { data: PAGE, readOnly: false, write: async () => undefined },
} satisfies Meta<typeof ContentTexts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Those without Spanish first, counted; where each is used; a text used on many rows says how many more. */
export const MissingFirst: Story = {
  parameters: {
    storyProblems: shows([
      T.contentCounts.replace('{all}', '3').replace('{missing}', '2'), T.contentMissing, 'assist_questions.question · id 5',
      T.contentMoreUses.replace('{count}', '18'), T.contentSpanishOf.replace('{text}', THANKS),
    ]),
  },
};

/** A viewer: the Spanish read only, no Save. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  parameters: { storyProblems: shows([T.contentMissing], [T.contentSave]) },
};

/** Nothing matches the search. */
export const NoneFound: Story = {
  args: { data: { texts: [], total: 0, all: 0, missing: 0, offset: 0, limit: 50 } },
  parameters: { noInputs: true, storyProblems: shows([T.contentNone]) },
};

/** A save the server refuses: its message at the row (press Save on a text to see it). */
export const Refused: Story = {
  args: { write: async () => Promise.reject(new ApiFieldErrors(422, [{ target_element: 'source', error_message: MESSAGES.contentSourceUnknown }])) },
  parameters: { storyProblems: shows([T.contentSave]) },
};
