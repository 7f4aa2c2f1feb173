import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { YearGrid } from '../../ui/year-grid/year-grid';
import { pinnedToday, someMarks } from './calendar-fixtures';

const meta = {
  title: 'UI/YearGrid/States',
  component: YearGrid,
  args: { year: 2026, today: pinnedToday, onSelectMonth: fn(), onYearChange: fn() },
} satisfies Meta<typeof YearGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current month's name in brand colour, today filled in its small calendar. */
export const Today: Story = {};
/** A month shown as selected (e.g. the month the user came from). */
export const SelectedMonth: Story = { args: { selectedMonth: 2, markedDates: someMarks } };
export const WithMarks: Story = { args: { markedDates: someMarks } };
/** A year without today and without marks. */
export const Empty: Story = { args: { year: 2027 } };
export const FirstWeekdayMonday: Story = { args: { weekStartsOn: 1, markedDates: someMarks } };
/** 2028, a leap year: February has 29 days. */
export const LeapYear: Story = { args: { year: 2028, markedDates: someMarks } };
