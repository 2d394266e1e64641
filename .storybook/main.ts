import type { StorybookConfig } from '@storybook/react-vite';

/** Storybook for designers and QA: every engine widget in every state, and the wizard tabs of both demo portals. */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
