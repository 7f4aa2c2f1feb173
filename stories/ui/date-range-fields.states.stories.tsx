import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateRangeFields } from '../../ui/date-range-fields/date-range-fields';

const meta = {
  title: 'UI/DateRangeFields/States',
  component: DateRangeFields,
  args: {
    legend: 'Dates',
    fromLabel: 'From',
    toLabel: 'To',
    goLabel: 'Go',
    value: { from: '2026-01-01', to: '2026-12-31' },
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangeFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** While the form's search runs: Go is disabled. */
export const Busy: Story = { args: { busy: true } };

/** Long (translated) texts at 320 px: labels wrap over their own field, the dates stay aligned and unclipped, Go wraps under them. */
export const LongLabels: Story = {
  args: {
    legend: 'Only include appointments and messages between these two dates',
    fromLabel: 'Earliest date to include',
    toLabel: 'Latest date',
    goLabel: 'Search within these dates',
  },
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 288, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
