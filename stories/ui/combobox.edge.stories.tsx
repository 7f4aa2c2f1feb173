import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FilteringCombobox, people } from './combobox-fixtures';

const meta = {
  title: 'UI/Combobox/Edge',
  component: FilteringCombobox,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 288, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Person or group to invite to the session this afternoon', emptyText: 'No matches', onSelect: fn() },
} satisfies Meta<typeof FilteringCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten options: the list scrolls inside its popup. */
export const TenOptions: Story = { args: { defaultOpen: true } };
export const LongOptionLabels: Story = {
  args: {
    defaultOpen: true,
    clearLabel: 'Clear',
    initialText: 'Montgomery',
    options: [
      { id: 'a', label: 'Montgomery-Featherstonehaugh, Alexandria Josephine', description: 'Saint Petersburg, a place name long enough to wrap' },
      { id: 'b', label: 'Montgomery, Sam', description: people[0]?.description },
    ],
  },
};
