import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppBar } from '../../ui/app-bar/app-bar';
import { IconButton } from '../../ui/icon-button/icon-button';
import { Select } from '../../ui/select/select';
import { MenuIcon, PlusIcon } from './icons';

interface DemoProps {
  title: string;
  withSwitcher: boolean;
}

function Demo({ title, withSwitcher }: DemoProps) {
  return (
    <AppBar.Root>
      <AppBar.Start>
        <IconButton label="Open menu">
          <MenuIcon />
        </IconButton>
      </AppBar.Start>
      <AppBar.Title>{title}</AppBar.Title>
      <AppBar.End>
        {withSwitcher ? (
          <Select
            label="Person"
            hideLabel
            options={[
              { value: 'a', label: 'Alex' },
              { value: 'b', label: 'Blair' },
            ]}
          />
        ) : null}
        <IconButton label="Add">
          <PlusIcon />
        </IconButton>
      </AppBar.End>
    </AppBar.Root>
  );
}

const meta = {
  title: 'UI/AppBar',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ margin: -16 }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Today', withSwitcher: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithSwitcher: Story = { args: { withSwitcher: true } };
export const LongTitle: Story = { args: { title: 'A very long page title that must be cut off with an ellipsis' } };

export const Landmarks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
  },
};
