import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MultiSelect } from '../../ui/multi-select/multi-select';
import { memberSections } from './multi-select-fixtures';

const meta = {
  title: 'UI/MultiSelect/States',
  component: MultiSelect,
  args: { label: 'Members', sections: memberSections, value: [], emptyText: 'Nothing to select', onValueChange: fn() },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const ClosedWithSelection: Story = { args: { value: ['c1', 'c3', 'o1'] } };
export const OpenWithSelection: Story = { args: { value: ['c1', 'c3'], defaultOpen: ['clients'] } };
export const EmptySectionsOpen: Story = { args: { defaultOpen: ['subscribers', 'users'] } };
export const HiddenLegend: Story = { args: { hideLabel: true, defaultOpen: ['others'] } };
export const Disabled: Story = { args: { value: ['c1'], defaultOpen: ['clients'], disabled: true } };
/** Marked by a form's check: the group `aria-invalid`, the error under the sections as an alert. */
export const WithError: Story = { args: { error: 'Choose at least one member.' } };
