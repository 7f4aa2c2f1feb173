import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../ui/button/button';
import { Popup } from '../../ui/popup/popup';

interface StateProps {
  title: string;
  description: string;
  actions: 'one' | 'two';
}

function OpenPopup({ title, description, actions }: StateProps) {
  return (
    <Popup.Root defaultOpen>
      <Popup.Trigger asChild>
        <Button variant="secondary">Open popup</Button>
      </Popup.Trigger>
      <Popup.Content>
        <Popup.Title>{title}</Popup.Title>
        <Popup.Description>{description}</Popup.Description>
        <Popup.Actions>
          {actions === 'two' ? (
            <Popup.Close asChild>
              <Button variant="ghost">Cancel</Button>
            </Popup.Close>
          ) : null}
          <Popup.Close asChild>
            <Button>OK</Button>
          </Popup.Close>
        </Popup.Actions>
      </Popup.Content>
    </Popup.Root>
  );
}

const meta = {
  title: 'UI/Popup/States',
  component: OpenPopup,
  args: { title: 'Saved', description: 'Your changes are saved.', actions: 'one' },
  argTypes: { actions: { control: 'inline-radio', options: ['one', 'two'] } },
} satisfies Meta<typeof OpenPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenMessage: Story = {};
export const OpenConfirm: Story = { args: { title: 'Delete this entry?', description: 'This cannot be undone.', actions: 'two' } };
export const OpenLongText: Story = {
  args: {
    title: 'A rather long title that needs two lines on a phone',
    description:
      'A long explanation wraps inside the card and the card scrolls when it is taller than the screen, so the buttons stay reachable on the smallest phones.',
    actions: 'two',
  },
};
