import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from '../../ui/banner/banner';
import { Button } from '../../ui/button/button';

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { text: 'Something new arrived', dismissLabel: 'Dismiss', onDismiss: fn() },
  argTypes: { actions: { control: false } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A link beside the text, a long text that wraps on a phone, and the close button that never takes focus by itself. */
export const WithActions: Story = {
  args: {
    text: 'A longer notice that wraps onto a second line on a narrow phone screen',
    actions: (
      <>
        <Button variant="ghost" size="sm">
          Open
        </Button>
        <Button variant="secondary" size="sm">
          Not now
        </Button>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(/A longer notice/);
    await expect(document.activeElement).toBe(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
