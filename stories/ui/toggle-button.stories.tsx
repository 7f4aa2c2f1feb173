import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ToggleButton, toggleButtonTones } from '../../ui/toggle-button/toggle-button';
import { RotateIcon } from './icons';

const meta = {
  title: 'UI/ToggleButton',
  component: ToggleButton,
  args: { label: 'Microphone', pressed: true, onPressedChange: fn(), children: <RotateIcon />, tone: 'default' },
  argTypes: { tone: { control: 'inline-radio', options: toggleButtonTones }, children: { control: false } },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Keeps its name when toggled; aria-pressed carries the state; Space and Enter toggle it; 44 px or more. */
export const PressedStateAndKeyboard: Story = {
  render: function Controlled(args) {
    const [pressed, setPressed] = useState(args.pressed);
    return (
      <ToggleButton
        {...args}
        pressed={pressed}
        onPressedChange={(next) => {
          setPressed(next);
          args.onPressedChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Microphone' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onPressedChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
