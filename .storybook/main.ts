import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for designers and QA: every engine widget in every state, and the wizard tabs of both demo portals. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // public/: the store's pictures (docs/pictures.md) at the URLs the app serves them from.
  staticDirs: ['../public'],
};

export default config;
