import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState, type FormEvent } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DateRangeFields, type DateRange, type DateRangeFieldsProps } from '../../ui/date-range-fields/date-range-fields';
import { lightTheme } from '../../ui/theme';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

type SetupProps = Partial<Omit<DateRangeFieldsProps, 'value' | 'onChange'>> & {
  value?: DateRange;
  /** Width of the box around the form, to see the wrapping of a narrow phone. */
  width?: number;
};

function setup({ value = { from: '2026-01-01', to: '2026-12-31' }, width, ...props }: SetupProps = {}) {
  const onChange = vi.fn<(change: Partial<DateRange>) => void>();
  const onSubmit = vi.fn();
  function RangeForm() {
    const [range, setRange] = useState(value);
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    };
    return (
      <div style={width === undefined ? undefined : { width }}>
        <form onSubmit={submit}>
          <DateRangeFields
            legend="Search dates"
            fromLabel="From"
            toLabel="To"
            goLabel="Go"
            {...props}
            value={range}
            onChange={(change) => {
              setRange((current) => ({ ...current, ...change }));
              onChange(change);
            }}
          />
        </form>
      </div>
    );
  }
  render(<RangeForm />);
  return {
    group: page.getByRole('group', { name: 'Search dates' }),
    from: page.getByLabelText('From'),
    to: page.getByLabelText('To'),
    go: page.getByRole('button', { name: 'Go' }),
    onChange,
    onSubmit,
  };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('DateRangeFields', () => {
  test('given a range when rendered should be a group named by its visible legend, with labelled date fields showing it and a submit button', async () => {
    const { group, from, to, go } = setup();
    await expect.element(group).toBeVisible();
    expect(group.element().tagName).toBe('FIELDSET');
    await expect.element(page.getByText('Search dates')).toBeVisible();
    await expect.element(from).toHaveAttribute('type', 'date');
    await expect.element(from).toHaveValue('2026-01-01');
    await expect.element(to).toHaveAttribute('type', 'date');
    await expect.element(to).toHaveValue('2026-12-31');
    await expect.element(go).toHaveAttribute('type', 'submit');
    await expect.element(go).toBeEnabled();
  });

  test('given a range when a new From and then a new To are entered should report only the end that changed each time', async () => {
    const { from, to, onChange } = setup();
    await userEvent.fill(from, '2026-03-01');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-01' });
    await userEvent.fill(to, '2026-03-31');
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-03-31' });
    await expect.element(from).toHaveValue('2026-03-01');
    await expect.element(to).toHaveValue('2026-03-31');
  });

  test('given a date typed with the keyboard when its digits are entered should report the whole date', async () => {
    const { from, onChange } = setup();
    (from.element() as HTMLInputElement).focus();
    // Chromium's date input takes the digits in the locale's order (en-US: month, day, year) and moves on by itself.
    await userEvent.keyboard('02142027');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2027-02-14' });
  });

  test('given the fields in a form when Go is clicked or Enter is pressed in a date field should submit the form', async () => {
    const { to, go, onSubmit } = setup();
    await go.click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    (to.element() as HTMLInputElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  test('given busy when Go is pressed should be disabled and not submit', async () => {
    const { go, onSubmit } = setup({ busy: true });
    await expect.element(go).toBeDisabled();
    // A disabled button takes no click: dispatch one as a script would, past Playwright's actionability wait.
    (go.element() as HTMLButtonElement).click();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('given a phone-sized screen when rendered should give the date fields and Go 44 px touch targets', async () => {
    const { from, to, go } = setup();
    for (const locator of [from, to, go]) {
      expect(locator.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  test('given room for two dates (296 px, a 320 px screen less a 12 px inset) when rendered should keep both dates on one row and wrap Go under them', async () => {
    const { from, to, go } = setup({ width: 296 });
    const fromBox = from.element().getBoundingClientRect();
    const toBox = to.element().getBoundingClientRect();
    const goBox = go.element().getBoundingClientRect();
    expect(toBox.top).toBe(fromBox.top);
    expect(goBox.top).toBeGreaterThanOrEqual(fromBox.bottom);
  });

  test('given less room than two dates need (262 px) when rendered should not squeeze a date below 9rem nor spill out of the group', async () => {
    const { group, from, to, go } = setup({ width: 262 });
    const groupBox = group.element().getBoundingClientRect();
    expect(groupBox.width).toBe(262);
    for (const locator of [from, to, go]) {
      const box = locator.element().getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(groupBox.right);
    }
    // 9rem holds a date's 16 px text and the picker icon; at 137 px Chromium cut off the year's last digit.
    expect(from.element().getBoundingClientRect().width).toBeGreaterThanOrEqual(144);
    expect(to.element().getBoundingClientRect().width).toBeGreaterThanOrEqual(144);
  });

  test('given a range when checked with axe should find no serious violations', async () => {
    const { group } = setup();
    await expect.element(group).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  test('given busy when checked with axe should find no serious violations', async () => {
    const { go } = setup({ busy: true });
    await expect.element(go).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
  });
});
