import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '../../schemas/messages';
import { T } from '../../src/studio/text';
import { EditorPanels, GROUP_DRAFT } from '../fixtures/studio/panels';
import { shows } from '../fixtures/shows';

/** The draft editor's field list and property panel (Contact Information, a group's draft), in each state. */
const meta = {
  title: 'Studio/Editor panels',
  component: EditorPanels,
  args: { draft: GROUP_DRAFT, selected: null },
  // With no field selected the panels are buttons only.
  parameters: { noInputs: true },
} satisfies Meta<typeof EditorPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new draft that changes nothing yet: every field from the layers below, none selected. */
export const EmptyDraft: Story = {
  args: { draft: { fields: {} } },
  parameters: { storyProblems: shows([T.selectField, 'Apartment or suite', 'Portal', 'Default']) },
};

/** A field selected: its properties, each input labelled and marked with its layer. */
export const FieldSelected: Story = {
  args: { selected: 'birth_city' },
  parameters: { storyProblems: shows([`${T.propertiesOf} City of birth`, T.label, T.help, T.required, T.moveUp, 'Group']) },
};

/** An added choice field: its Options editor. */
export const AddedChoiceField: Story = {
  args: { selected: 'contact_time' },
  parameters: { storyProblems: shows([`${T.propertiesOf} Preferred contact time`, T.options, T.optionValue]) },
};

/** Edits checked as typed: a duplicate option, at the Options editor. */
export const Errors: Story = {
  args: {
    selected: 'contact_time',
    draft: { fields: { contact_time: { widget: 'select', label: 'Preferred contact time', choices: [{ value: 'am', label: 'Morning' }, { value: 'am', label: 'Morning' }] } } },
  },
  parameters: { storyProblems: shows([MESSAGES.formOptionsDuplicateValue, T.options]) },
};

/** A label emptied: the message at the Label input. */
export const LabelMissing: Story = {
  args: { selected: 'birth_city', draft: { fields: { birth_city: { label: '' } } } },
  parameters: { storyProblems: shows([MESSAGES.formLabelMissing]) },
};

/** Check's answer: each problem a link to its field and property. */
export const CheckProblems: Story = {
  args: {
    selected: null,
    problems: [
      { target_element: 'fields.contact_time.label', error_message: 'Give the field a label.' },
      { target_element: 'fields.birth_city.visibleWhen', error_message: 'This condition names a field the form does not have.' },
    ],
  },
  parameters: { storyProblems: shows([T.checkProblems, 'contact_time · label: Give the field a label.']) },
};

/** Check found nothing. */
export const CheckClean: Story = { args: { problems: [] }, parameters: { storyProblems: shows([T.checkClean]) } };

/** A viewer: the values, nothing to change, no Move buttons. */
export const ReadOnly: Story = {
  args: { selected: 'birth_city', readOnly: true },
  parameters: { storyProblems: shows([`${T.propertiesOf} City of birth`], [T.moveUp]) },
};
