import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { TextField } from '../../ui/text-field/text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Email', hint: 'We never share it.', type: 'email', autoComplete: 'email', hideLabel: false },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing respects `maxLength`; the label focuses the input. */
export const TypingAndMaxLength: Story = {
  args: { label: 'Zip code', hint: undefined, type: 'text', inputMode: 'numeric', maxLength: 5 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Zip code'));
    const input = canvas.getByRole('textbox', { name: 'Zip code' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1234567');
    await expect(input).toHaveValue('12345');
  },
};

/** An error appears as an alert, is linked to the input, and marks it invalid. */
export const ValidationOnBlur: Story = {
  args: { label: 'Email', hint: 'Work address', type: 'email' },
  render: function Render(args) {
    const [value, setValue] = useState('');
    const [error, setError] = useState<string | undefined>();
    return (
      <TextField
        {...args}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setError(value.includes('@') ? undefined : 'Enter a valid email address.')}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'nobody');
    await userEvent.tab();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Enter a valid email address.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Work address Enter a valid email address.');
  },
};
