import type { Preview } from '@storybook/react-vite';
import { withStorefrontForms } from '../stories/fixtures/storefrontForms';
import { STORY_VIEWPORTS } from '../stories/fixtures/viewports';
// oxlint-disable-next-line import/no-unassigned-import -- stories look as the app does: its tokens and global styles
import '../src/app/app.css';
// oxlint-disable-next-line import/no-unassigned-import -- and the engine's own stylesheet
import '../src/engine/engine.css';

/** Project annotations shared by Storybook and the story tests (composeStories). */
const preview: Preview = {
  // The storefront's forms come from the engine's definitions (get-form-fields-*): every story has them.
  decorators: [withStorefrontForms],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: STORY_VIEWPORTS },
  },
};

export default preview;
