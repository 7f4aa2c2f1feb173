import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilteringCombobox, people } from './combobox-fixtures';

const meta = {
  title: 'UI/Combobox/States',
  component: FilteringCombobox,
  args: { label: 'Person', placeholder: 'Type a name', emptyText: 'No matches', onSelect: fn() },
} satisfies Meta<typeof FilteringCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { initialText: 'Chen, Blair', clearLabel: 'Clear' } };
export const WithHint: Story = { args: { hint: 'Start typing a last name.' } };
export const WithError: Story = { args: { error: 'Choose someone from the list.' } };
export const Disabled: Story = { args: { initialText: 'Chen, Blair', disabled: true, clearLabel: 'Clear' } };
export const OpenList: Story = { args: { defaultOpen: true, initialText: 'a', clearLabel: 'Clear' } };
export const OpenWithoutDescriptions: Story = {
  args: { defaultOpen: true, options: people.slice(0, 4).map(({ id, label }) => ({ id, label })) },
};
export const OpenNothingFound: Story = { args: { defaultOpen: true, initialText: 'zz', withFooter: true } };
export const OpenWithFooter: Story = { args: { defaultOpen: true, initialText: 'ch', withFooter: true } };
