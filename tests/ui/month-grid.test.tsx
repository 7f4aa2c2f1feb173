import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CalendarDate, CalendarMonth } from '../../ui/calendar/calendar-date';
import { MonthGrid, type MonthGridProps } from '../../ui/month-grid/month-grid';
import { lightTheme } from '../../ui/theme';
import { fingerSwipe, mouseDrag, seriousViolations } from './calendar-helpers';

const today: CalendarDate = { year: 2026, month: 10, day: 24 };

function Harness(props: Partial<MonthGridProps> & Pick<MonthGridProps, 'onSelect' | 'onMonthChange'>) {
  const [visibleMonth, setVisibleMonth] = useState<CalendarMonth>(props.visibleMonth ?? { year: 2026, month: 10 });
  const [selected, setSelected] = useState<CalendarDate | null>(props.selected ?? null);
  return (
    <MonthGrid
      today={today}
      {...props}
      visibleMonth={visibleMonth}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        props.onSelect(date);
      }}
      onMonthChange={(delta) => {
        setVisibleMonth(({ year, month }) => {
          const index = year * 12 + month + delta;
          return { year: Math.floor(index / 12), month: index % 12 };
        });
        props.onMonthChange(delta);
      }}
    />
  );
}

function setup(props: Partial<MonthGridProps> = {}) {
  const onSelect = vi.fn();
  const onMonthChange = vi.fn();
  render(<Harness {...props} onSelect={onSelect} onMonthChange={onMonthChange} />);
  return { grid: page.getByRole('grid').element(), onSelect, onMonthChange };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MonthGrid', () => {
  describe('swipes (spec: more than 100 px forward, more than 50 px back)', () => {
    test('given the default thresholds when a finger swipes 80 px left should not change the month', () => {
      const { grid, onMonthChange } = setup();
      fingerSwipe(grid, -80, 300);
      expect(onMonthChange).not.toHaveBeenCalled();
    });

    test('given the default thresholds when a finger swipes 120 px left should show the next month once', async () => {
      const { grid, onMonthChange } = setup();
      fingerSwipe(grid, -120, 300);
      expect(onMonthChange).toHaveBeenCalledTimes(1);
      expect(onMonthChange).toHaveBeenCalledWith(1);
      await expect.element(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    });

    test('given the default thresholds when a finger swipes 60 px right should show the previous month', async () => {
      const { grid, onMonthChange } = setup();
      fingerSwipe(grid, 60, 100);
      expect(onMonthChange).toHaveBeenCalledWith(-1);
      await expect.element(page.getByRole('grid', { name: 'October 2026' })).toBeVisible();
    });

    test('given the default thresholds when the mouse drags 80 px then 120 px left should change the month only for 120 px', () => {
      const { grid, onMonthChange } = setup();
      mouseDrag(grid, -80, 300);
      expect(onMonthChange).not.toHaveBeenCalled();
      mouseDrag(grid, -120, 300);
      expect(onMonthChange).toHaveBeenCalledWith(1);
    });

    test('given the default thresholds when the mouse drags 40 px right should not change the month', () => {
      const { grid, onMonthChange } = setup();
      mouseDrag(grid, 40, 100);
      expect(onMonthChange).not.toHaveBeenCalled();
    });
  });

  describe('layout', () => {
    test('given August 2026 (starts on Saturday) when rendered should show six week rows with six leading blanks', () => {
      setup({ visibleMonth: { year: 2026, month: 7 } });
      const rows = page.getByRole('row').elements();
      expect(rows).toHaveLength(7);
      const firstWeek = Array.from(rows[1]!.querySelectorAll('[role="gridcell"]'));
      expect(firstWeek.map((cell) => cell.textContent)).toEqual(['', '', '', '', '', '', '1']);
    });

    test('given February 2028 when rendered should show 29 days', () => {
      setup({ visibleMonth: { year: 2028, month: 1 } });
      expect(page.getByRole('gridcell').getByRole('button').elements()).toHaveLength(29);
    });

    test('given weekday headers as props when rendered should show them from the first weekday', async () => {
      setup({ weekStartsOn: 1, labels: { weekdayShort: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] } });
      await expect.element(page.getByRole('columnheader').first()).toHaveTextContent('MondayMo');
      await expect.element(page.getByRole('columnheader').last()).toHaveTextContent('SundaySu');
    });
  });

  describe('keyboard', () => {
    test('given no selection in the month when tabbing in should focus today', async () => {
      setup();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect.element(page.getByRole('button', { name: 'Tuesday, 24 November 2026' })).toHaveFocus();
    });

    test('given focus on the last week when ArrowDown should move into the next month and keep focus', async () => {
      const { onMonthChange } = setup();
      await page.getByRole('button', { name: 'Friday, 27 November 2026' }).click();
      await userEvent.keyboard('{ArrowDown}');
      expect(onMonthChange).toHaveBeenCalledWith(1);
      await expect.element(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Friday, 4 December 2026' })).toHaveFocus();
    });

    test('given focus on the 1st when ArrowLeft should move into the previous month', async () => {
      const { onMonthChange } = setup();
      await page.getByRole('button', { name: 'Sunday, 1 November 2026' }).click();
      await userEvent.keyboard('{ArrowLeft}');
      expect(onMonthChange).toHaveBeenCalledWith(-1);
      await expect.element(page.getByRole('button', { name: 'Saturday, 31 October 2026' })).toHaveFocus();
    });

    test('given focus on 31 January when PageDown should focus the last day of February', async () => {
      setup({ visibleMonth: { year: 2028, month: 0 } });
      await page.getByRole('button', { name: 'Monday, 31 January 2028' }).click();
      await userEvent.keyboard('{PageDown}');
      await expect.element(page.getByRole('button', { name: 'Tuesday, 29 February 2028' })).toHaveFocus();
    });

    test('given a focused day when Home, End and Space are pressed should move within the week and select', async () => {
      const { onSelect } = setup();
      await page.getByRole('button', { name: 'Wednesday, 18 November 2026' }).click();
      await userEvent.keyboard('{Home}');
      await expect.element(page.getByRole('button', { name: 'Sunday, 15 November 2026' })).toHaveFocus();
      await userEvent.keyboard('{End} ');
      await expect.element(page.getByRole('button', { name: 'Saturday, 21 November 2026' })).toHaveFocus();
      expect(onSelect).toHaveBeenLastCalledWith({ year: 2026, month: 10, day: 21 });
      expect(page.getByRole('gridcell').elements().filter((cell) => cell.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    });

    test('given the Next month and Previous month buttons when clicked should call onMonthChange with +1 and -1', async () => {
      const { onMonthChange } = setup();
      await page.getByRole('button', { name: 'Next month' }).click();
      expect(onMonthChange).toHaveBeenLastCalledWith(1);
      await page.getByRole('button', { name: 'Previous month' }).click();
      expect(onMonthChange).toHaveBeenLastCalledWith(-1);
      await expect.element(page.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    });
  });

  describe('accessibility', () => {
    test('given marks, selection and today when rendered should have no serious axe violations', async () => {
      setup({ markedDates: new Set(['2026-11-10', '2026-11-24']), selected: { year: 2026, month: 10, day: 10 } });
      await expect.element(page.getByRole('button', { name: 'Tuesday, 24 November 2026, marked' })).toHaveAttribute('aria-current', 'date');
      expect(await seriousViolations()).toEqual([]);
    });

    test('given a grid 320 px wide when measured should keep every day at least 44 px', () => {
      const onSelect = vi.fn();
      render(
        <div style={{ width: 320 }}>
          <MonthGrid visibleMonth={{ year: 2026, month: 7 }} today={today} onSelect={onSelect} onMonthChange={vi.fn()} />
        </div>,
      );
      for (const button of page.getByRole('gridcell').getByRole('button').elements()) {
        const box = button.getBoundingClientRect();
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
    });
  });
});
