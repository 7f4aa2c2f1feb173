import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../ui/button/button';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { CalendarPlusIcon } from '../../ui/icons/icons';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'Nothing here yet', text: 'Items you add appear here.' },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Named by its title, with the next step as a real button. */
export const WithNextStep: Story = {
  args: {
    title: 'No appointments',
    text: 'Book one for this day.',
    icon: <CalendarPlusIcon size={40} />,
    action: <Button>Add appointment</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'No appointments' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'No appointments' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add appointment' })).toBeInTheDocument();
  },
};

export const TitleOnly: Story = { args: { title: 'No results', text: undefined } };
