import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from '../../ui/button/button';
import { SearchBar, type SearchBarProps } from '../../ui/search-bar/search-bar';
import { TextField } from '../../ui/text-field/text-field';
import { lightTheme } from '../../ui/theme';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

type SetupProps = Partial<Omit<SearchBarProps, 'onValueChange' | 'onSubmit' | 'onClear' | 'onCancel'>> & { withDates?: boolean };

function setup({ withDates = false, ...props }: SetupProps = {}) {
  const onValueChange = vi.fn<(value: string) => void>();
  const onSubmit = vi.fn();
  const onClear = vi.fn();
  const onCancel = vi.fn();
  function Search() {
    const [value, setValue] = useState(props.value ?? '');
    return (
      <SearchBar
        label="Search contacts"
        placeholder="Search"
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
        onSubmit={onSubmit}
        onClear={() => {
          setValue('');
          onClear();
        }}
        onCancel={onCancel}
      >
        {withDates ? (
          <>
            <TextField label="From" type="date" defaultValue="2026-01-01" />
            <TextField label="To" type="date" defaultValue="2026-12-31" />
            <Button type="submit">Go</Button>
          </>
        ) : null}
      </SearchBar>
    );
  }
  render(<Search />);
  const field = page.getByRole('searchbox', { name: 'Search contacts' });
  const focusField = () => (field.element() as HTMLInputElement).focus();
  return { field, focusField, onValueChange, onSubmit, onClear, onCancel };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('SearchBar', () => {
  test('given a search bar when rendered should be a named search landmark with a searchbox, a visible search icon and Cancel', async () => {
    const { field } = setup();
    const form = page.getByRole('search', { name: 'Search contacts' });
    await expect.element(form).toBeVisible();
    await expect.element(field).toHaveAttribute('placeholder', 'Search');
    const icon = form.element().querySelector('svg');
    expect(icon?.getBoundingClientRect().width).toBeGreaterThan(0);
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  test('given typed text when Enter is pressed should report the text and submit once', async () => {
    const { focusField, onValueChange, onSubmit } = setup();
    focusField();
    await userEvent.keyboard('chen');
    expect(onValueChange).toHaveBeenLastCalledWith('chen');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test('given date fields and Go under the field when Enter is pressed in the field or Go is clicked should submit', async () => {
    const { focusField, onSubmit } = setup({ withDates: true, value: 'chen' });
    focusField();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Go' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  test('given a running search when Enter is pressed or Go is clicked should not submit, and should show a loader', async () => {
    const { focusField, onSubmit } = setup({ withDates: true, value: 'chen', busy: true });
    focusField();
    await userEvent.keyboard('{Enter}');
    await page.getByRole('button', { name: 'Go' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(page.getByRole('status')).toHaveTextContent('Searching');
    await expect.element(page.getByRole('search')).toHaveAttribute('aria-busy', 'true');
  });

  test('given text when the clear icon is pressed should call onClear and keep focus in the field', async () => {
    const { field, onClear } = setup({ value: 'chen' });
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(onClear).toHaveBeenCalledTimes(1);
    await expect.element(field).toHaveValue('');
    await expect.element(field).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  test('given showClear on an empty field when the clear icon is pressed should call onClear again (the second step)', async () => {
    const { onClear } = setup({ showClear: true, clearLabel: 'Clear search' });
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  test('given Escape in the field when it has text should clear through onClear, and when empty should do nothing', async () => {
    const { field, focusField, onClear, onValueChange } = setup({ value: 'chen' });
    focusField();
    await userEvent.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalledTimes(1);
    // Chrome's own Escape-clears-a-search-field did not run as well.
    expect(onValueChange).not.toHaveBeenCalled();
    await expect.element(field).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  test('given Cancel when pressed should call onCancel and not submit', async () => {
    const { onCancel, onSubmit } = setup({ value: 'chen', cancelLabel: 'Close' });
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('given a phone-sized screen when rendered should give the field, clear and Cancel 44 px touch targets', async () => {
    const { field } = setup({ value: 'chen' });
    for (const element of [field.element(), page.getByRole('button', { name: 'Clear' }).element(), page.getByRole('button', { name: 'Cancel' }).element()]) {
      expect(element.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  test('given text, a running search and date fields when checked with axe should find no serious violations', async () => {
    const { field } = setup({ value: 'chen', busy: true, withDates: true });
    await expect.element(field).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
