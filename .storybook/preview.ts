import type { Preview } from '@storybook/react-vite';
import { LANGUAGE_GLOBAL, withLanguage } from '../stories/fixtures/language';
import { withStorefrontForms } from '../stories/fixtures/storefrontForms';
import { STORY_VIEWPORTS } from '../stories/fixtures/viewports';
// oxlint-disable-next-line import/no-unassigned-import -- stories look as the app does: its tokens and global styles
import '../src/app/app.css';
// oxlint-disable-next-line import/no-unassigned-import -- and the engine's own stylesheet
import '../src/engine/engine.css';

/** Project annotations shared by Storybook and the story tests (composeStories). */
const preview: Preview = {
  // The storefront's forms come from the engine's definitions (get-form-fields-*): every story has them.
  // and every story can be shown in English or Spanish (the toolbar's Language).
  decorators: [withStorefrontForms, withLanguage],
  globalTypes: LANGUAGE_GLOBAL,
  initialGlobals: { language: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: STORY_VIEWPORTS },
  },
};

export default preview;
