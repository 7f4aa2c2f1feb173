import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from '../../ui/multi-select/multi-select';
import { memberSections } from './multi-select-fixtures';

/** Holds the selection, as a form would. */
function ControlledMultiSelect(args: MultiSelectProps) {
  const [value, setValue] = useState<readonly string[]>(args.value);
  return (
    <MultiSelect
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: { label: 'Members', sections: memberSections, value: [], emptyText: 'Nothing to select', onValueChange: fn() },
  render: (args) => <ControlledMultiSelect {...args} />,
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A header opens its section; checking options counts them on the header; an empty section says so. */
export const OpenSelectAndCount: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const clients = canvas.getByRole('button', { name: 'Clients' });
    await expect(clients).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(clients);
    await expect(clients).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Diaz, Casey' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chen, Blair' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['c2', 'c1']);
    await expect(clients).toHaveAccessibleDescription('2 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Users' }));
    await expect(canvas.getByRole('group', { name: 'Users' })).toHaveTextContent('Nothing to select');
  },
};

/** Arrow keys move between headers, Enter opens, Tab reaches the checkboxes, Space checks. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Clients' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const others = canvas.getByRole('button', { name: 'Others' });
    await expect(others).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(others).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Novak, Eli' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['o1']);
  },
};
