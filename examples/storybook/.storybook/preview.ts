import type { Preview } from '@storybook/react-vite';

// msw-storybook-addon, listed in main.ts, starts the worker and hands each story's beforeEach the
// worker as `msw`; its handlers are reset after every story. Nothing else is needed here.
const preview: Preview = {};
export default preview;
