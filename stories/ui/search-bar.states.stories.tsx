import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchBar } from '../../ui/search-bar/search-bar';

const meta = {
  title: 'UI/SearchBar/States',
  component: SearchBar,
  args: {
    label: 'Search',
    placeholder: 'Search Mail',
    value: '',
    onValueChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { value: 'Chen' } };
export const ClearOnEmpty: Story = { args: { showClear: true } };
export const Busy: Story = { args: { value: 'Chen', busy: true } };
