import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ToggleButton } from '../../ui/toggle-button/toggle-button';
import { RotateIcon } from './icons';

const meta = {
  title: 'UI/ToggleButton/States',
  component: ToggleButton,
  args: { label: 'Camera', pressed: true, onPressedChange: fn(), children: <RotateIcon /> },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { pressed: false } };
export const AlertPressed: Story = { args: { label: 'Mute', tone: 'alert', pressed: true } };
export const CaptionHidden: Story = { args: { hideCaption: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongLabel: Story = { args: { label: 'Share the whole screen with everyone' } };
