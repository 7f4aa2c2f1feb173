import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { PhoneInput, type PhoneInputProps } from '../../ui/phone-input/phone-input';

/** Holds the masked value, as a form would. */
function ControlledPhone(args: PhoneInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <PhoneInput
      {...args}
      value={value}
      onValueChange={(masked) => {
        setValue(masked);
        args.onValueChange(masked);
      }}
    />
  );
}

const meta = {
  title: 'UI/PhoneInput',
  component: PhoneInput,
  args: { label: 'Phone', value: '', onValueChange: fn() },
  render: (args) => <ControlledPhone {...args} />,
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Letters and a leading zero are refused; dashes come after the third and sixth digit; Backspace after a dash takes the digit before it. */
export const TypingAndMask: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone' });
    await userEvent.click(input);
    await userEvent.keyboard('0a2125550101');
    await expect(input).toHaveValue('212-555-0101');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('212-555-0101');
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('212-555-0101');
    (input as HTMLInputElement).setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('215-550-101');
    await expect((input as HTMLInputElement).selectionStart).toBe(2);
  },
};
