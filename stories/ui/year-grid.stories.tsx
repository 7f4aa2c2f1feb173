import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn } from 'storybook/test';
import { weekStarts } from '../../ui/calendar/calendar-date';
import { YearGrid } from '../../ui/year-grid/year-grid';
import { pinnedToday, someMarks } from './calendar-fixtures';

const meta = {
  title: 'UI/YearGrid',
  component: YearGrid,
  args: { year: 2026, today: pinnedToday, markedDates: someMarks, weekStartsOn: 0, onSelectMonth: fn(), onYearChange: fn() },
  argTypes: {
    weekStartsOn: { control: 'select', options: weekStarts },
    markedDates: { control: false },
  },
  /** Stateful: a year change moves the year. */
  render: function Render(args) {
    const [year, setYear] = useState(args.year);
    return (
      <YearGrid
        {...args}
        year={year}
        onYearChange={(delta) => {
          setYear((current) => current + delta);
          args.onYearChange(delta);
        }}
      />
    );
  },
} satisfies Meta<typeof YearGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrows move between months (and into the next year), PageUp changes the year, Enter picks a month; the buttons change the year. */
export const KeyboardAndButtons: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('grid', { name: '2026' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('gridcell')).toHaveLength(12);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'November 2026, 5 marked days' })).toHaveFocus();
    // On a phone the months sit two to a row (readable 14 px day numbers).
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: 'September 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectMonth).toHaveBeenLastCalledWith(8);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onYearChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'January 2027' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'December 2026, 2 marked days' })).toHaveFocus();
    await userEvent.keyboard('{PageUp}{Home}');
    await expect(canvas.getByRole('button', { name: 'November 2025' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}{Control>}{Home}{/Control}');
    await expect(canvas.getByRole('button', { name: 'January 2026, 1 marked day' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next year' }));
    await expect(canvas.getByRole('grid', { name: '2027' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous year' }));
    await expect(args.onYearChange).toHaveBeenLastCalledWith(-1);
    await expect(canvas.getByRole('grid', { name: '2026' })).toBeInTheDocument();
  },
};

/** A drag of more than 50 px either way changes the year. */
export const MouseSwipe: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid');
    const drag = (fromX: number, toX: number) => {
      fireEvent.pointerDown(grid, { pointerType: 'mouse', button: 0, clientX: fromX, clientY: 200 });
      fireEvent.pointerUp(grid, { pointerType: 'mouse', button: 0, clientX: toX, clientY: 200 });
    };
    drag(250, 210);
    await expect(args.onYearChange).not.toHaveBeenCalled();
    drag(250, 190);
    await expect(canvas.getByRole('grid', { name: '2027' })).toBeInTheDocument();
    drag(100, 160);
    await expect(args.onYearChange).toHaveBeenLastCalledWith(-1);
    await expect(canvas.getByRole('grid', { name: '2026' })).toBeInTheDocument();
  },
};
