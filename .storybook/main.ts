import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The Vite builder reads /work/main/vite.config.ts, so the vanilla-extract and
 * React plugins are the app's own; nothing to add here.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
