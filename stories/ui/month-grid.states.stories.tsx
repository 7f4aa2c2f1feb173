import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MonthGrid } from '../../ui/month-grid/month-grid';
import { pinnedToday, someMarks } from './calendar-fixtures';

const meta = {
  title: 'UI/MonthGrid/States',
  component: MonthGrid,
  args: { visibleMonth: { year: 2026, month: 10 }, today: pinnedToday, onSelect: fn(), onMonthChange: fn() },
} satisfies Meta<typeof MonthGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today is ringed and announced as the current date; nothing selected. */
export const Today: Story = {};
/** Today selected: filled. */
export const TodaySelected: Story = { args: { selected: pinnedToday } };
/** Another day selected; today keeps its ring. */
export const Selected: Story = { args: { selected: { year: 2026, month: 10, day: 12 } } };
export const WithMarks: Story = { args: { selected: pinnedToday, markedDates: someMarks } };
/** A month without today, selection or marks. */
export const Empty: Story = { args: { visibleMonth: { year: 2027, month: 4 } } };
export const FirstWeekdayMonday: Story = { args: { weekStartsOn: 1, selected: pinnedToday, markedDates: someMarks } };
/** February 2028: a leap year, 29 days, starting on a Tuesday. */
export const LeapFebruary: Story = {
  args: { visibleMonth: { year: 2028, month: 1 }, selected: { year: 2028, month: 1, day: 29 }, markedDates: someMarks },
};
/** February 2026 starts on Sunday and has 28 days: exactly four rows, no blanks. */
export const FourRows: Story = { args: { visibleMonth: { year: 2026, month: 1 } } };
/** August 2026 starts on Saturday and has 31 days: six rows. */
export const StartsOnSaturday: Story = { args: { visibleMonth: { year: 2026, month: 7 }, markedDates: someMarks } };
