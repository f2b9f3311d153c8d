import type { Meta, StoryObj } from '@storybook/react-vite';
import { createCommercetoolsMock } from 'commercetools-msw';
import { createFactories } from 'commercetools-msw/factories';
import fullProject from 'commercetools-msw/fixtures/full-project.json';
import { ProjectSettings } from './ProjectSettings';

// One mock for the whole file: its handlers are built once, while each story resets the mock's
// state and seeds its own.
const ct = createCommercetoolsMock();

const meta = {
  title: 'ProjectSettings',
  component: ProjectSettings,
  beforeEach({ msw }) {
    ct.reset(); // no Projects, no faults: what the previous story did is gone
    msw.use(...ct.handlers); // the addon takes them away again after the story
  },
} satisfies Meta<typeof ProjectSettings>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The `full-project.json` fixture, stored as it is (version 42). */
export const FromFixture: Story = {
  args: { projectKey: 'full-project' },
  beforeEach() {
    ct.addProject(fullProject);
  },
};

/** A Project built by the seeded factories: the same seed gives the same Project on every machine. */
export const FromFactories: Story = {
  args: { projectKey: 'demo' },
  beforeEach() {
    ct.addProject(createFactories({ seed: 7 }).project({ key: 'demo' }));
  },
};

/** Every `GET` of the Project answers 503, as the platform does when it is unavailable. */
export const ServiceUnavailable: Story = {
  args: { projectKey: 'demo' },
  beforeEach() {
    ct.addProject({ key: 'demo' });
    ct.inject({ operation: 'getProject', status: 503, times: Infinity });
  },
};
