import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { lightTheme } from '../../ui/theme';
import { addCalendarDays, type CalendarDate } from '../../ui/calendar/calendar-date';
import { WeekStrip, type WeekStripProps } from '../../ui/week-strip/week-strip';
import { fingerSwipe, mouseDrag, seriousViolations } from './calendar-helpers';

const today: CalendarDate = { year: 2026, month: 10, day: 24 };

function Harness(props: Partial<WeekStripProps> & Pick<WeekStripProps, 'onSelect' | 'onWeekChange'>) {
  const [selected, setSelected] = useState(props.selected ?? today);
  return (
    <WeekStrip
      today={today}
      {...props}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        props.onSelect(date);
      }}
      onWeekChange={(delta) => {
        setSelected((current) => addCalendarDays(current, delta));
        props.onWeekChange(delta);
      }}
    />
  );
}

function setup(props: Partial<WeekStripProps> = {}) {
  const onSelect = vi.fn();
  const onWeekChange = vi.fn();
  render(<Harness {...props} onSelect={onSelect} onWeekChange={onWeekChange} />);
  return { grid: page.getByRole('grid').element(), onSelect, onWeekChange };
}

beforeAll(() => {
  // The tokens (44 px touch size and the rest) live on the theme class, as in the app.
  document.documentElement.classList.add(lightTheme);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('WeekStrip', () => {
  describe('swipes', () => {
    test('given the default threshold when a finger swipes 60 px left should change to the next week once', async () => {
      const { grid, onWeekChange } = setup();
      fingerSwipe(grid, -60);
      expect(onWeekChange).toHaveBeenCalledTimes(1);
      expect(onWeekChange).toHaveBeenCalledWith(7);
      await expect.element(page.getByRole('button', { name: 'Tuesday, 1 December 2026' })).toBeVisible();
    });

    test('given the default threshold when a finger swipes 40 px left should not change the week', () => {
      const { grid, onWeekChange } = setup();
      fingerSwipe(grid, -40);
      expect(onWeekChange).not.toHaveBeenCalled();
    });

    test('given the default threshold when a finger swipes 60 px right should change to the previous week', () => {
      const { grid, onWeekChange } = setup();
      fingerSwipe(grid, 60);
      expect(onWeekChange).toHaveBeenCalledWith(-7);
    });

    test('given the default threshold when the mouse drags 60 px or 40 px left should change the week only for 60 px', () => {
      const { grid, onWeekChange } = setup();
      mouseDrag(grid, -40);
      expect(onWeekChange).not.toHaveBeenCalled();
      mouseDrag(grid, -60);
      expect(onWeekChange).toHaveBeenCalledWith(7);
    });

    test('given a swipeThreshold of 80 when a finger swipes 60 px should not change the week', () => {
      const { grid, onWeekChange } = setup({ swipeThreshold: 80 });
      fingerSwipe(grid, -60);
      expect(onWeekChange).not.toHaveBeenCalled();
    });
  });

  describe('buttons', () => {
    test('given the week of 24 November when Next week and Previous week are clicked should call onWeekChange with +7 and -7', async () => {
      const { onWeekChange } = setup();
      await page.getByRole('button', { name: 'Next week' }).click();
      expect(onWeekChange).toHaveBeenLastCalledWith(7);
      await expect.element(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
      await page.getByRole('button', { name: 'Previous week' }).click();
      expect(onWeekChange).toHaveBeenLastCalledWith(-7);
      await expect.element(page.getByRole('button', { name: 'Tuesday, 24 November 2026' })).toBeVisible();
    });

    test('given the week when Next week and then Previous week are clicked should slide the new days in from the matching side', async () => {
      setup();
      await page.getByRole('button', { name: 'Next week' }).click();
      expect(page.getByRole('rowgroup').element().className).toMatch(/direction_forward/);
      await page.getByRole('button', { name: 'Previous week' }).click();
      expect(page.getByRole('rowgroup').element().className).toMatch(/direction_back/);
    });

    test('given a day when clicked should select it with a plain date object', async () => {
      const { onSelect } = setup();
      await page.getByRole('button', { name: 'Friday, 27 November 2026' }).click();
      expect(onSelect).toHaveBeenCalledWith({ year: 2026, month: 10, day: 27 });
      const cell = page.getByRole('gridcell').filter({ has: page.getByRole('button', { name: 'Friday, 27 November 2026' }) });
      await expect.element(cell).toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('keyboard', () => {
    test('given focus on the selected day when ArrowLeft then Enter should move focus and select that day', async () => {
      const { onSelect } = setup();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect.element(page.getByRole('button', { name: 'Tuesday, 24 November 2026' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect.element(page.getByRole('button', { name: 'Monday, 23 November 2026' })).toHaveFocus();
      expect(onSelect).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      expect(onSelect).toHaveBeenCalledWith({ year: 2026, month: 10, day: 23 });
    });

    test('given focus on the first day when ArrowLeft should go to the previous week and keep focus on Saturday', async () => {
      const { onWeekChange } = setup();
      await page.getByRole('button', { name: 'Sunday, 22 November 2026' }).click();
      await userEvent.keyboard('{ArrowLeft}');
      expect(onWeekChange).toHaveBeenCalledWith(-7);
      await expect.element(page.getByRole('button', { name: 'Saturday, 21 November 2026' })).toHaveFocus();
    });

    test('given a focused day when PageDown should show the next week with focus on the same weekday', async () => {
      const { onWeekChange } = setup();
      await page.getByRole('button', { name: 'Tuesday, 24 November 2026' }).click();
      await userEvent.keyboard('{PageDown}');
      expect(onWeekChange).toHaveBeenCalledWith(7);
      await expect.element(page.getByRole('button', { name: 'Tuesday, 1 December 2026' })).toHaveFocus();
    });

    test('given the grid when tabbing should offer exactly one day as a Tab stop', () => {
      setup();
      const days = page.getByRole('gridcell').getByRole('button').elements();
      expect(days).toHaveLength(7);
      expect(days.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    });
  });

  describe('accessibility', () => {
    test('given marks and today when rendered should name marked days, mark today as the current date and have no serious axe violations', async () => {
      setup({ markedDates: new Set(['2026-11-25']), weekStartsOn: 1 });
      await expect.element(page.getByRole('button', { name: 'Wednesday, 25 November 2026, marked' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Tuesday, 24 November 2026' })).toHaveAttribute('aria-current', 'date');
      await expect.element(page.getByRole('columnheader').first()).toHaveTextContent('Monday');
      expect(await seriousViolations()).toEqual([]);
    });

    test('given every day when measured at 390 px should be at least 44 px tall and wide', () => {
      setup();
      for (const button of page.getByRole('gridcell').getByRole('button').elements()) {
        const box = button.getBoundingClientRect();
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }
    });
  });

  describe('misuse', () => {
    test('given an impossible selected date or a bad marked key when rendered should log a plain [ui] message', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      setup({ selected: { year: 2026, month: 10, day: 24 }, markedDates: new Set(['24-11-2026']) });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('[ui] WeekStrip markedDates key "24-11-2026"'));
      render(<WeekStrip selected={{ year: 2026, month: 11, day: 32 }} today={today} onSelect={() => {}} onWeekChange={() => {}} />);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('[ui] WeekStrip `selected` is not a real day'));
    });
  });
});
