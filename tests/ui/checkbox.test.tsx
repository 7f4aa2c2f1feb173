import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Checkbox } from '../../ui/checkbox/checkbox';
import { CheckboxGroup, type CheckboxGroupProps } from '../../ui/checkbox/checkbox-group';
import { lightTheme } from '../../ui/theme';

const days = [
  { value: 'mon', label: 'Mon' },
  { value: 'tue', label: 'Tue' },
  { value: 'wed', label: 'Wed' },
  { value: 'thu', label: 'Thu' },
  { value: 'fri', label: 'Fri' },
  { value: 'sat', label: 'Sat' },
  { value: 'sun', label: 'Sun' },
] as const;
type Day = (typeof days)[number]['value'];

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

function Week(props: Partial<CheckboxGroupProps<Day>> & { onChange: (value: Day[]) => void }) {
  const [value, setValue] = useState<Day[]>([...(props.value ?? [])]);
  return (
    <CheckboxGroup
      label="On these days"
      options={days}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('Checkbox', () => {
  test('given a checkbox with a description when rendered should be named by its label and described by the description', async () => {
    render(<Checkbox label="Send a reminder" description="A day before." />);
    const box = page.getByRole('checkbox', { name: 'Send a reminder' });
    await expect.element(box).toHaveAccessibleName('Send a reminder');
    await expect.element(box).toHaveAccessibleDescription('A day before.');
  });

  test('given a checkbox when its row is clicked should toggle and report the new state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Send a reminder" onCheckedChange={onCheckedChange} />);
    await page.getByText('Send a reminder').click();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect.element(page.getByRole('checkbox')).toBeChecked();
  });

  test('given a row of checkboxes when rendered should give each a 44 px touch target', async () => {
    render(<Week onChange={vi.fn()} />);
    for (const day of days) {
      const row = page.getByRole('checkbox', { name: day.label }).element().closest('label');
      const box = row?.getBoundingClientRect();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  });
});

describe('CheckboxGroup', () => {
  test('given a week group when rendered should be a group named by its legend with seven checkboxes', async () => {
    render(<Week onChange={vi.fn()} />);
    await expect.element(page.getByRole('group', { name: 'On these days' })).toBeVisible();
    await expect.element(page.getByRole('checkbox')).toHaveLength(7);
  });

  test('given days checked out of order when toggled should report values in the options order', async () => {
    const onChange = vi.fn();
    render(<Week onChange={onChange} value={['sun']} />);
    await page.getByRole('checkbox', { name: 'Wed' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['wed', 'sun']);
    await page.getByRole('checkbox', { name: 'Mon' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['mon', 'wed', 'sun']);
    await page.getByRole('checkbox', { name: 'Sun' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['mon', 'wed']);
  });

  test('given keyboard focus when Tab and Space are pressed should move through the days and toggle one', async () => {
    const onChange = vi.fn();
    render(<Week onChange={onChange} />);
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'Tue' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['tue']);
  });

  test('given an error when rendered should describe the group and mark each checkbox invalid', async () => {
    render(<Week onChange={vi.fn()} error="Check at least one day." />);
    await expect.element(page.getByRole('group', { name: 'On these days' })).toHaveAccessibleDescription('Check at least one day.');
    await expect.element(page.getByRole('checkbox', { name: 'Mon' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('given a disabled group when rendered should disable every checkbox', async () => {
    render(<Week onChange={vi.fn()} disabled />);
    for (const day of days) await expect.element(page.getByRole('checkbox', { name: day.label })).toBeDisabled();
  });

  test('given a group with an error when checked with axe should find no serious violations', async () => {
    render(<Week onChange={vi.fn()} value={['mon']} hint="Every week." error="Check a weekday." />);
    await expect.element(page.getByRole('group')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
