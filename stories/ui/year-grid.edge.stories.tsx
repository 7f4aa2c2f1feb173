import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { YearGrid } from '../../ui/year-grid/year-grid';
import { pinnedToday, someMarks } from './calendar-fixtures';

const meta = {
  title: 'UI/YearGrid/Edge',
  component: YearGrid,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  args: { year: 2026, today: pinnedToday, markedDates: someMarks, onSelectMonth: fn(), onYearChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 288, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof YearGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 320 px with page margins: three months a row still fit; the month blocks are far larger than 44 px. */
export const At320: Story = {};

/** Long month names are cut with an ellipsis; the accessible name keeps the whole name. */
export const LongLabelsAt320: Story = {
  args: {
    labels: {
      monthNames: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
      weekdayShort: ['S', 'M', 'D', 'M', 'D', 'F', 'S'],
      previousYear: 'Vorheriges Jahr',
      nextYear: 'Nächstes Jahr',
      markedDays: (count) => (count === 1 ? '1 Tag mit Terminen' : `${count} Tage mit Terminen`),
    },
  },
};
