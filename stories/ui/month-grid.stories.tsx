import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import { weekStarts, type CalendarDate, type CalendarMonth } from '../../ui/calendar/calendar-date';
import { MonthGrid } from '../../ui/month-grid/month-grid';
import { pinnedToday, someMarks } from './calendar-fixtures';

function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

const meta = {
  title: 'UI/MonthGrid',
  component: MonthGrid,
  args: {
    visibleMonth: { year: 2026, month: 10 },
    selected: pinnedToday,
    today: pinnedToday,
    markedDates: someMarks,
    weekStartsOn: 0,
    onSelect: fn(),
    onMonthChange: fn(),
  },
  argTypes: {
    weekStartsOn: { control: 'select', options: weekStarts },
    markedDates: { control: false },
  },
  /** Stateful: selecting moves the selection, a month change moves the visible month. */
  render: function Render(args) {
    const [visibleMonth, setVisibleMonth] = useState(args.visibleMonth);
    const [selected, setSelected] = useState<CalendarDate | null | undefined>(args.selected);
    return (
      <MonthGrid
        {...args}
        visibleMonth={visibleMonth}
        selected={selected}
        onSelect={(date) => {
          setSelected(date);
          args.onSelect(date);
        }}
        onMonthChange={(delta) => {
          setVisibleMonth((current) => shiftMonth(current, delta));
          args.onMonthChange(delta);
        }}
      />
    );
  },
} satisfies Meta<typeof MonthGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrows, Home/End and PageUp/PageDown move focus, across month ends too; Enter selects; the buttons change the month. */
export const KeyboardAndButtons: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Thursday, 26 November 2026' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith({ year: 2026, month: 10, day: 26 });
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Thursday, 3 December 2026' })).toHaveFocus();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Sunday, 29 November 2026' })).toHaveFocus();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith(-1);
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('button', { name: 'Tuesday, 29 December 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{End}');
    await expect(canvas.getByRole('button', { name: 'Saturday, 26 December 2026' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith({ year: 2026, month: 11, day: 26 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
  },
};

/** Forward needs a drag of more than 100 px, back more than 50 px. */
export const MouseSwipe: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid');
    const drag = (fromX: number, toX: number) => {
      fireEvent.pointerDown(grid, { pointerType: 'mouse', button: 0, clientX: fromX, clientY: 120 });
      fireEvent.pointerUp(grid, { pointerType: 'mouse', button: 0, clientX: toX, clientY: 120 });
    };
    drag(300, 220);
    await expect(args.onMonthChange).not.toHaveBeenCalled();
    drag(300, 180);
    await expect(args.onMonthChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    drag(100, 160);
    await expect(args.onMonthChange).toHaveBeenLastCalledWith(-1);
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
  },
};
