import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: '@storybook/react-vite',
  // Starts msw's worker once and gives every story's beforeEach the worker as `msw`.
  addons: ['msw-storybook-addon'],
  // Serves public/mockServiceWorker.js (from `npx msw init public`) at the root, next to iframe.html.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false }, // no prop tables needed here, and the build takes half the time
  // commercetools-msw is linked from ../.. (file:../..): make its `import 'msw'` use this project's msw,
  // so that the handlers and the worker come from one copy.
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { resolve: { dedupe: ['msw'] } }),
};
export default config;
