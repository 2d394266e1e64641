import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPopup } from '../../../src/storefront/chrome/AboutPopup';
import { DEMO_AGENT_LANDINGS } from '../../../schemas/demo/storefront';
import { shows } from '../../fixtures/shows';

/** The header's About popup: the rep's bio or the group's about text, loaded when opened. */
const meta = {
  title: 'Storefront/Chrome/About popup',
  component: AboutPopup,
  args: { about: { name: 'Jordan Avery', load: () => Promise.resolve({ text: DEMO_AGENT_LANDINGS[1001].bio }) }, onClose: () => undefined },
  parameters: { noInputs: true },
} satisfies Meta<typeof AboutPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RepBio: Story = { parameters: { storyProblems: shows(['About Jordan Avery', 'fifteen years', 'Close']) } };

export const NoText: Story = {
  args: { about: { name: 'Acme Manufacturing', load: () => Promise.resolve({ text: '' }) } },
  parameters: { storyProblems: shows(['Acme Manufacturing has not written an About text yet.']) },
};

export const Loading: Story = {
  args: { about: { name: 'Jordan Avery', load: () => new Promise<null>(() => undefined) } },
  parameters: { storyProblems: shows(['Loading…']) },
};

export const Failed: Story = {
  args: { about: { name: 'Jordan Avery', load: () => Promise.reject(new Error('offline')) } },
  parameters: { storyProblems: shows(['The About text could not be loaded']) },
};
