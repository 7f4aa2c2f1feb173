import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Field, useField } from '../../ui/field/field';
import * as fieldStyles from '../../ui/field/field.css';

interface FieldDemoProps {
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
}

/** Field around a bare input: what TextField, Select, Combobox and the rest are built on. */
function FieldDemo({ label, hideLabel, hint, error }: FieldDemoProps) {
  const field = useField({ hint, error });
  return (
    <Field field={field} label={label} hideLabel={hideLabel}>
      <input {...field.controlProps} className={fieldStyles.control} defaultValue="Alex" />
    </Field>
  );
}

const meta = {
  title: 'UI/Field',
  component: FieldDemo,
  args: { label: 'First name', hint: 'As on the insurance card.', hideLabel: false },
} satisfies Meta<typeof FieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control; the hint describes it. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveAccessibleDescription('As on the insurance card.');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** An error is an alert after the hint, describes the control too, and marks it invalid. */
export const WithError: Story = {
  args: { error: 'Enter a first name.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a first name.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As on the insurance card. Enter a first name.');
  },
};

/** The label stays for screen readers only. */
export const HiddenLabel: Story = {
  args: { hideLabel: true, hint: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeVisible();
  },
};
