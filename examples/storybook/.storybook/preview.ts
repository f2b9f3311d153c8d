import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';

// Starts the worker once; requests no handler matches (Storybook's own files) go to the network.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  loaders: [mswLoader], // installs each story's parameters.msw.handlers before it renders
};
export default preview;
