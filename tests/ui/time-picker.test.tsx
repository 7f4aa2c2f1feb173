import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { lightTheme } from '../../ui/theme';
import { TimePicker24, type TimeOfDay, type TimePicker24Props } from '../../ui/time-picker/time-picker';
import { choiceAtOrBelow, formatTime24, minuteChoices, typeDigit } from '../../ui/time-picker/time-picker-state';

function Harness(props: Partial<TimePicker24Props> & { onChange: (value: TimeOfDay) => void }) {
  const [value, setValue] = useState<TimeOfDay>(props.value ?? { hour: 10, minute: 0 });
  return (
    <TimePicker24
      label="Start time"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

function setup(props: Partial<TimePicker24Props> = {}) {
  const onChange = vi.fn<(value: TimeOfDay) => void>();
  render(<Harness {...props} onChange={onChange} />);
  const hours = page.getByRole('combobox', { name: 'Hours' });
  const minutes = page.getByRole('combobox', { name: 'Minutes' });
  return { onChange, hours, minutes };
}

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('TimePicker24 state', () => {
  test('given minute 37 and a 5-minute step when listing minutes should keep 37 between 35 and 40', () => {
    const choices = minuteChoices(5, 37);
    expect(choices).toHaveLength(13);
    expect(choices.slice(7, 10)).toEqual([35, 37, 40]);
  });

  test('given typed digits when spelling an hour should follow native time fields', () => {
    expect(typeDigit('', '7', 23)).toEqual({ value: 7, buffer: '' });
    expect(typeDigit('', '1', 23)).toEqual({ value: 1, buffer: '1' });
    expect(typeDigit('1', '4', 23)).toEqual({ value: 14, buffer: '' });
    expect(typeDigit('2', '5', 23)).toEqual({ value: 5, buffer: '' });
    expect(typeDigit('0', '0', 23)).toEqual({ value: 0, buffer: '' });
  });

  test('given a typed minute off the step when snapping should take the choice at or below', () => {
    expect(choiceAtOrBelow(minuteChoices(5, 0), 37)).toBe(35);
    expect(choiceAtOrBelow(minuteChoices(15, 0), 59)).toBe(45);
    expect(formatTime24({ hour: 7, minute: 5 })).toBe('07:05');
  });
});

describe('TimePicker24', () => {
  test('given a picker when rendered should be a labelled group with labelled parts showing HH and MM', async () => {
    const { hours, minutes } = setup({ value: { hour: 7, minute: 5 } });
    await expect.element(page.getByRole('group', { name: 'Start time' })).toBeVisible();
    await expect.element(hours).toHaveDisplayValue('07');
    await expect.element(minutes).toHaveDisplayValue('05');
  });

  test('given focus on the hours when ArrowDown and ArrowUp are pressed should step the hour', async () => {
    const { hours, onChange } = setup();
    (hours.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 11, minute: 0 });
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 9, minute: 0 });
  });

  test('given focus on the minutes when ArrowDown is pressed should move by the step', async () => {
    const { minutes, onChange } = setup({ value: { hour: 10, minute: 30 }, minuteStep: 15 });
    (minutes.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 10, minute: 45 });
  });

  test('given focus on the hours when "7" is typed should choose 07, and "1" "9" should choose 19', async () => {
    const { hours, onChange } = setup();
    (hours.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('7');
    await expect.element(hours).toHaveDisplayValue('07');
    expect(onChange).toHaveBeenLastCalledWith({ hour: 7, minute: 0 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('19');
    await expect.element(hours).toHaveDisplayValue('19');
  });

  test('given an off-step minute when rendered should show it selected and keep it choosable after moving away', async () => {
    const { minutes } = setup({ value: { hour: 10, minute: 37 } });
    await expect.element(minutes).toHaveDisplayValue('37');
    await userEvent.selectOptions(minutes, '40');
    await expect.element(minutes).toHaveDisplayValue('40');
  });

  test('given 00:00 when ArrowUp is pressed on each part should stay at 00:00', async () => {
    const { hours, minutes, onChange } = setup({ value: { hour: 0, minute: 0 } });
    await expect.element(hours).toHaveDisplayValue('00');
    await expect.element(minutes).toHaveDisplayValue('00');
    (hours.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    (minutes.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('given 23:55 when ArrowDown is pressed on each part should stay at 23:55', async () => {
    const { hours, minutes, onChange } = setup({ value: { hour: 23, minute: 55 } });
    await expect.element(hours).toHaveDisplayValue('23');
    await expect.element(minutes).toHaveDisplayValue('55');
    (hours.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    (minutes.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('given invalid with a description when rendered should mark both parts and describe them', async () => {
    const { hours, minutes } = setup({ invalid: true, description: 'The end is before the start.' });
    await expect.element(hours).toHaveAttribute('aria-invalid', 'true');
    await expect.element(minutes).toHaveAccessibleDescription('The end is before the start.');
  });

  test('given an error when rendered should mark both parts and show it as an alert that describes them', async () => {
    const { hours, minutes } = setup({ error: 'incorrect time' });
    await expect.element(hours).toHaveAttribute('aria-invalid', 'true');
    await expect.element(minutes).toHaveAttribute('aria-invalid', 'true');
    await expect.element(minutes).toHaveAccessibleDescription('incorrect time');
    await expect.element(page.getByRole('alert')).toHaveTextContent('incorrect time');
  });

  test('given focus moving from hours to minutes and then out when blurred should report leaving once', async () => {
    const onBlur = vi.fn();
    const { hours } = setup({ onBlur });
    (hours.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{Tab}');
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.keyboard('{Tab}');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  test('given disabled when rendered should disable both parts', async () => {
    const { hours, minutes } = setup({ disabled: true });
    await expect.element(hours).toBeDisabled();
    await expect.element(minutes).toBeDisabled();
  });

  test('given localised part names when rendered should use them', async () => {
    setup({ hourLabel: 'Heures', minuteLabel: 'Min.' });
    await expect.element(page.getByRole('combobox', { name: 'Heures' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Min.' })).toBeVisible();
  });

  test('given a picker when checked with axe should find no serious violations', async () => {
    setup({ invalid: true, description: 'Check the time.' });
    await expect.element(page.getByRole('group', { name: 'Start time' })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
