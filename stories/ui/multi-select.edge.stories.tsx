import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MultiSelect } from '../../ui/multi-select/multi-select';

const meta = {
  title: 'UI/MultiSelect/Edge',
  component: MultiSelect,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 288, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Members of the Thursday evening mindfulness group',
    sections: [
      {
        id: 'clients',
        title: 'Clients of every practice this account may act for',
        options: [
          { value: 'c1', label: 'Montgomery-Featherstonehaugh, Alexandria Josephine' },
          { value: 'c2', label: 'Li, Bo' },
        ],
      },
      { id: 'users', title: 'Users', options: [] },
    ],
    value: ['c1', 'c2'],
    defaultOpen: ['clients', 'users'],
    emptyText: 'Nothing to select',
    onValueChange: fn(),
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long titles and labels wrap at 320 px; the count stays on one line. */
export const LongTextsAt320: Story = {};
