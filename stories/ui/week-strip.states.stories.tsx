import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WeekStrip } from '../../ui/week-strip/week-strip';
import { pinnedToday, someMarks } from './calendar-fixtures';

const meta = {
  title: 'UI/WeekStrip/States',
  component: WeekStrip,
  args: { selected: pinnedToday, today: pinnedToday, onSelect: fn(), onWeekChange: fn() },
} satisfies Meta<typeof WeekStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today is selected: filled and announced as the current date. */
export const Today: Story = {};
/** Another day selected; today keeps its ring. */
export const Selected: Story = { args: { selected: { year: 2026, month: 10, day: 26 } } };
export const WithMarks: Story = { args: { markedDates: someMarks } };
/** A week without today and without marks. */
export const Empty: Story = { args: { selected: { year: 2027, month: 2, day: 10 } } };
export const FirstWeekdayMonday: Story = { args: { weekStartsOn: 1, markedDates: someMarks } };
/** The week of 29 February in a leap year, spanning two months. */
export const LeapDay: Story = { args: { selected: { year: 2028, month: 1, day: 29 }, markedDates: someMarks } };
/** A feature's own caption, e.g. the selected day as MM-DD-YYYY. */
export const CustomCaption: Story = { args: { caption: '11-24-2026' } };
