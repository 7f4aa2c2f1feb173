import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import { addCalendarDays, weekStarts } from '../../ui/calendar/calendar-date';
import { WeekStrip } from '../../ui/week-strip/week-strip';
import { pinnedToday, someMarks } from './calendar-fixtures';

const meta = {
  title: 'UI/WeekStrip',
  component: WeekStrip,
  args: {
    selected: pinnedToday,
    today: pinnedToday,
    markedDates: someMarks,
    weekStartsOn: 0,
    swipeThreshold: 50,
    onSelect: fn(),
    onWeekChange: fn(),
  },
  argTypes: {
    weekStartsOn: { control: 'select', options: weekStarts },
    markedDates: { control: false },
  },
  /** Stateful: selecting moves the selection, a week change moves it by seven days. */
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <WeekStrip
        {...args}
        selected={selected}
        onSelect={(date) => {
          setSelected(date);
          args.onSelect(date);
        }}
        onWeekChange={(delta) => {
          setSelected((current) => addCalendarDays(current, delta));
          args.onWeekChange(delta);
        }}
      />
    );
  },
} satisfies Meta<typeof WeekStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One Tab stop; arrows move focus, Enter selects; leaving the week and the buttons change the week. */
export const KeyboardAndButtons: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    const tuesday = canvas.getByRole('button', { name: 'Tuesday, 24 November 2026' });
    await expect(tuesday).toHaveAttribute('aria-current', 'date');
    await expect(canvas.getAllByRole('gridcell').filter((cell) => cell.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(tuesday).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Wednesday, 25 November 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith({ year: 2026, month: 10, day: 25 });
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Saturday, 28 November 2026' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole('button', { name: 'Sunday, 29 November 2026' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous week' }));
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(-7);
    await expect(canvas.getByRole('button', { name: /^Wednesday, 25 November 2026/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }));
    await expect(canvas.getByRole('button', { name: 'Wednesday, 2 December 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
  },
};

/** A mouse drag past 50 px changes the week; a shorter one does not. */
export const MouseSwipe: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid');
    const drag = (fromX: number, toX: number) => {
      fireEvent.pointerDown(grid, { pointerType: 'mouse', button: 0, clientX: fromX, clientY: 60 });
      fireEvent.pointerUp(grid, { pointerType: 'mouse', button: 0, clientX: toX, clientY: 60 });
    };
    drag(250, 210);
    await expect(args.onWeekChange).not.toHaveBeenCalled();
    drag(250, 190);
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole('button', { name: 'Tuesday, 1 December 2026, marked' })).toBeInTheDocument();
    drag(100, 160);
    await expect(args.onWeekChange).toHaveBeenLastCalledWith(-7);
    await expect(canvas.getByRole('button', { name: 'Tuesday, 24 November 2026' })).toBeInTheDocument();
  },
};
