import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AlphaIndex } from '../../ui/alpha-index/alpha-index';

const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

const meta = {
  title: 'UI/AlphaIndex',
  component: AlphaIndex,
  args: { letters, available: [...'ABCDGHJKMOPRSTW'], label: 'Jump to letter', onSelect: fn() },
  decorators: [(Story) => <div style={{ height: 560, display: 'flex', justifyContent: 'flex-end', padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof AlphaIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One adjustable control for the keyboard: arrows skip the letters without entries, Home and End go to the ends. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const slider = canvas.getByRole('slider', { name: 'Jump to letter' });
    await expect(slider).toHaveAttribute('aria-valuetext', 'A');
    slider.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'D');
    await userEvent.keyboard('{ArrowDown}');
    // E and F have no entries: the next is G.
    await expect(args.onSelect).toHaveBeenLastCalledWith('G');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'W');
    await userEvent.keyboard('{Home}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('A');
  },
};

/** A tap on a letter jumps to it; a tap on a letter without entries does nothing. */
export const Tap: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const tap = async (letter: string) => {
      const target = canvasElement.querySelector(`[data-letter="${letter}"]`) as HTMLElement;
      const box = target.getBoundingClientRect();
      // The strip picks the letter under the pointer, so the press carries real coordinates.
      await userEvent.pointer({ keys: '[MouseLeft]', target, coords: { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 } });
    };
    await tap('M');
    await expect(args.onSelect).toHaveBeenLastCalledWith('M');
    await tap('E');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Nothing to jump to: the control is out of the tab order. */
export const Empty: Story = {
  args: { available: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A short screen (320 × 480 phone in landscape-like space): the letters shrink, the strip stays one target. */
export const Short: Story = {
  decorators: [(Story) => <div style={{ height: 300, display: 'flex', padding: 8 }}>{Story()}</div>],
};
