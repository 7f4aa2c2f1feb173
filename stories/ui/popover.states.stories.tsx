import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../ui/button/button';
import { Popover } from '../../ui/popover/popover';

function OpenPopover({ text }: { text: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <Popover.Root defaultOpen>
        <Popover.Trigger asChild>
          <Button variant="secondary">Details</Button>
        </Popover.Trigger>
        <Popover.Content aria-label="Details">
          <p style={{ margin: 0 }}>{text}</p>
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}

const meta = {
  title: 'UI/Popover/States',
  component: OpenPopover,
  args: { text: 'Starts at 9:00, 50 minutes.' },
} satisfies Meta<typeof OpenPopover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const OpenLongText: Story = {
  args: { text: 'A longer note wraps within the popover, which never grows wider than the screen less a small margin on each side.' },
};
