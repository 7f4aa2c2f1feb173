import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RadioGroup, type RadioGroupProps } from '../../ui/radio-group/radio-group';
import { lightTheme } from '../../ui/theme';

const options = [
  { value: 'a', label: 'First', description: 'The first one.' },
  { value: 'b', label: 'Second' },
  { value: 'c', label: 'Third', disabled: true },
  { value: 'd', label: 'Fourth' },
] as const;
type Value = (typeof options)[number]['value'];

function Harness(props: Partial<RadioGroupProps<Value>> & { onChange: (value: Value) => void }) {
  const [value, setValue] = useState<Value | null>(props.value ?? null);
  return (
    <RadioGroup
      label="Pick one"
      options={options}
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

describe('RadioGroup', () => {
  test('given no value when rendered should be a named group with nothing checked and the description on its radio', async () => {
    render(<Harness onChange={vi.fn()} />);
    await expect.element(page.getByRole('group', { name: 'Pick one' })).toBeVisible();
    for (const radio of page.getByRole('radio').elements()) expect((radio as HTMLInputElement).checked).toBe(false);
    await expect.element(page.getByRole('radio', { name: 'First' })).toHaveAccessibleDescription('The first one.');
  });

  test('given a chosen value when arrows are pressed should choose the next enabled option, skipping a disabled one', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} value="b" />);
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: 'Second' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('d');
    await expect.element(page.getByRole('radio', { name: 'Fourth' })).toBeChecked();
  });

  test('given two groups when rendered should keep their choices apart', async () => {
    render(
      <>
        <Harness onChange={vi.fn()} value="a" label="One" />
        <Harness onChange={vi.fn()} value="b" label="Two" />
      </>,
    );
    await expect.element(page.getByRole('group', { name: 'One' }).getByRole('radio', { name: 'First' })).toBeChecked();
    await expect.element(page.getByRole('group', { name: 'Two' }).getByRole('radio', { name: 'Second' })).toBeChecked();
  });

  test('given an error when checked with axe should find no serious violations', async () => {
    render(<Harness onChange={vi.fn()} error="Choose one." hint="Any will do." />);
    await expect.element(page.getByRole('group', { name: 'Pick one' })).toHaveAccessibleDescription('Any will do. Choose one.');
    expect(await seriousViolations()).toEqual([]);
  });
});

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}
