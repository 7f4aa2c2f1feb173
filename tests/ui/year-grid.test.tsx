import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CalendarDate } from '../../ui/calendar/calendar-date';
import { lightTheme } from '../../ui/theme';
import { YearGrid, type YearGridProps } from '../../ui/year-grid/year-grid';
import { fingerSwipe, mouseDrag, seriousViolations } from './calendar-helpers';

const today: CalendarDate = { year: 2026, month: 10, day: 24 };

function Harness(props: Partial<YearGridProps> & Pick<YearGridProps, 'onSelectMonth' | 'onYearChange'>) {
  const [year, setYear] = useState(props.year ?? 2026);
  return (
    <YearGrid
      today={today}
      {...props}
      year={year}
      onYearChange={(delta) => {
        setYear((current) => current + delta);
        props.onYearChange(delta);
      }}
    />
  );
}

function setup(props: Partial<YearGridProps> = {}, width = 390 - 32) {
  const onSelectMonth = vi.fn();
  const onYearChange = vi.fn();
  render(
    <div style={{ width }}>
      <Harness {...props} onSelectMonth={onSelectMonth} onYearChange={onYearChange} />
    </div>,
  );
  return { grid: page.getByRole('grid').element(), onSelectMonth, onYearChange };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('YearGrid', () => {
  describe('swipes', () => {
    test('given the default threshold when a finger swipes 60 px left should show the next year once', async () => {
      const { grid, onYearChange } = setup();
      fingerSwipe(grid, -60, 250, 200);
      expect(onYearChange).toHaveBeenCalledTimes(1);
      expect(onYearChange).toHaveBeenCalledWith(1);
      await expect.element(page.getByRole('grid', { name: '2027' })).toBeVisible();
    });

    test('given the default threshold when a finger swipes 40 px either way should not change the year', () => {
      const { grid, onYearChange } = setup();
      fingerSwipe(grid, -40, 250, 200);
      fingerSwipe(grid, 40, 100, 200);
      expect(onYearChange).not.toHaveBeenCalled();
    });

    test('given a mouse drag of 60 px inside one month block when the click of that drag follows should change the year but not pick the month', async () => {
      const onYearChange = vi.fn();
      const onSelectMonth = vi.fn();
      // The year stays put, so the button the drag ended on is still there for its click.
      render(<YearGrid year={2026} today={today} onYearChange={onYearChange} onSelectMonth={onSelectMonth} />);
      const button = page.getByRole('button', { name: 'May 2026' }).element();
      const box = button.getBoundingClientRect();
      const y = box.top + 4;
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: box.right - 5, clientY: y, pointerType: 'mouse', button: 0 }));
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: box.right - 65, clientY: y, pointerType: 'mouse', button: 0 }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: box.right - 65, clientY: y }));
      expect(onYearChange).toHaveBeenCalledWith(1);
      expect(onSelectMonth).not.toHaveBeenCalled();
      // A later, real click still picks the month.
      await page.getByRole('button', { name: 'May 2026' }).click();
      expect(onSelectMonth).toHaveBeenCalledWith(4);
    });

    test('given the default threshold when the mouse drags 60 px right should show the previous year', async () => {
      const { grid, onYearChange } = setup();
      mouseDrag(grid, 60, 100, 200);
      expect(onYearChange).toHaveBeenCalledWith(-1);
      await expect.element(page.getByRole('grid', { name: '2025' })).toBeVisible();
    });
  });

  describe('months', () => {
    test('given a year when rendered should show 12 month blocks named with their marked-day counts', async () => {
      setup({ markedDates: new Set(['2026-03-03', '2026-03-17', '2025-03-01', '2026-11-24']) });
      expect(page.getByRole('gridcell').elements()).toHaveLength(12);
      await expect.element(page.getByRole('button', { name: 'March 2026, 2 marked days' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'November 2026, 1 marked day' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'April 2026', exact: true })).toBeVisible();
    });

    test('given a month block when its heading button is clicked should call onSelectMonth with the 0-based month', async () => {
      const { onSelectMonth } = setup();
      await page.getByRole('button', { name: 'February 2026' }).click();
      expect(onSelectMonth).toHaveBeenCalledWith(1);
    });

    test('given a month block when its small calendar is tapped should pick that month too', async () => {
      const { onSelectMonth } = setup();
      const cell = page.getByRole('gridcell').nth(7).element();
      const box = cell.getBoundingClientRect();
      await userEvent.click(document.body, { position: { x: box.left + box.width / 2, y: box.bottom - 10 } });
      expect(onSelectMonth).toHaveBeenCalledWith(7);
    });

    test('given a 288 px grid (320 px phone) when laid out should use six rows of two months', async () => {
      setup({}, 288);
      await expect.poll(() => page.getByRole('row').elements().length).toBe(6);
    });

    test('given a 358 px grid (390 px phone) when laid out should keep two months a row, for 14 px day numbers', async () => {
      setup({}, 358);
      await expect.poll(() => page.getByRole('row').elements().length).toBe(6);
      const day = [...document.querySelectorAll('[aria-hidden="true"] span span')].find((el) => el.textContent === '28')!;
      expect(parseFloat(getComputedStyle(day).fontSize)).toBeGreaterThanOrEqual(14);
    });

    test('given a 560 px grid (tablet) when laid out should use four rows of three months', async () => {
      setup({}, 560);
      await expect.poll(() => page.getByRole('row').elements().length).toBe(4);
    });

    test('given a phone when laid out should give each month button a 44 px target', async () => {
      setup();
      const button = page.getByRole('button', { name: /^January 2026/ }).element().getBoundingClientRect();
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(button.width).toBeGreaterThanOrEqual(44);
    });

    test('given the Next year and Previous year buttons when clicked should call onYearChange with +1 and -1', async () => {
      const { onYearChange } = setup();
      await page.getByRole('button', { name: 'Next year' }).click();
      expect(onYearChange).toHaveBeenLastCalledWith(1);
      await page.getByRole('button', { name: 'Previous year' }).click();
      expect(onYearChange).toHaveBeenLastCalledWith(-1);
      await expect.element(page.getByRole('grid', { name: '2026' })).toBeVisible();
    });
  });

  describe('keyboard', () => {
    test('given the current year when tabbing in should focus the current month', async () => {
      setup();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect.element(page.getByRole('button', { name: 'November 2026' })).toHaveFocus();
    });

    test('given focus on December when ArrowRight should show the next year with January focused', async () => {
      const { onYearChange } = setup();
      await page.getByRole('button', { name: 'December 2026' }).click();
      await userEvent.keyboard('{ArrowRight}');
      expect(onYearChange).toHaveBeenCalledWith(1);
      await expect.element(page.getByRole('button', { name: 'January 2027' })).toHaveFocus();
    });

    test('given rows of three when ArrowUp, End and PageDown are pressed should move by row, to the row end and a year on', async () => {
      setup({}, 560);
      await page.getByRole('button', { name: 'May 2026' }).click();
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(page.getByRole('button', { name: 'February 2026' })).toHaveFocus();
      await userEvent.keyboard('{End}');
      await expect.element(page.getByRole('button', { name: 'March 2026' })).toHaveFocus();
      await userEvent.keyboard('{PageDown}');
      await expect.element(page.getByRole('button', { name: 'March 2027' })).toHaveFocus();
    });
  });

  describe('accessibility', () => {
    test('given marks and a selected month when rendered should have no serious axe violations', async () => {
      setup({ markedDates: new Set(['2026-03-03']), selectedMonth: 2 });
      await expect.element(page.getByRole('gridcell').nth(2)).toHaveAttribute('aria-selected', 'true');
      expect(await seriousViolations()).toEqual([]);
    });

    test('given a bad selectedMonth when rendered should log a plain [ui] message', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      setup({ selectedMonth: 12 });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('[ui] YearGrid selectedMonth must be 0–11'));
    });
  });
});
