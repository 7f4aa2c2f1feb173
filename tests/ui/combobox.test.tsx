import { render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { nextActiveIndex } from '../../ui/combobox/combobox-state';
import type { ComboboxOption } from '../../ui/combobox/combobox';
import { lightTheme } from '../../ui/theme';
import { FilteringCombobox, type DemoProps } from '../../stories/ui/combobox-fixtures';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

function setup(props: Partial<DemoProps> = {}) {
  const onSelect = vi.fn<(option: ComboboxOption) => void>();
  const onInputChange = vi.fn<(text: string) => void>();
  render(
    <>
      <FilteringCombobox label="Person" emptyText="No matches" onSelect={onSelect} onInputChange={onInputChange} {...props} />
      {/* Below the open popup, so a click on it is a press outside. */}
      <div style={{ paddingTop: 420 }}>
        <button type="button">After</button>
      </div>
    </>,
  );
  const input = page.getByRole('combobox', { name: 'Person' });
  const listbox = () => page.getByRole('listbox', { name: 'Person' });
  return { input, listbox, onSelect, onInputChange, element: () => input.element() as HTMLInputElement };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('Combobox state', () => {
  test('given no active option when ArrowDown or ArrowUp should go to the first or the last', () => {
    expect(nextActiveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextActiveIndex('ArrowUp', -1, 3)).toBe(2);
  });

  test('given the ends when moving past them should wrap', () => {
    expect(nextActiveIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextActiveIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextActiveIndex('ArrowDown', -1, 0)).toBeNull();
    expect(nextActiveIndex('Enter', 0, 3)).toBeNull();
  });
});

describe('Combobox', () => {
  describe('closed', () => {
    test('given a combobox when rendered should be a collapsed list autocomplete controlling its listbox', async () => {
      const { input } = setup();
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      await expect.element(input).toHaveAttribute('aria-autocomplete', 'list');
      const controls = input.element().getAttribute('aria-controls');
      expect(controls && document.getElementById(controls)?.getAttribute('role')).toBe('listbox');
      await expect.element(input).not.toHaveAttribute('aria-activedescendant');
    });

    test('given focus by Tab when nothing is typed should not open the list', async () => {
      const { input } = setup();
      await userEvent.tab();
      await expect.element(input).toHaveFocus();
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    });

    test('given disabled when clicked should stay closed', async () => {
      const { input } = setup({ disabled: true });
      await expect.element(input).toBeDisabled();
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('keyboard', () => {
    test('given a focused field when ArrowDown is pressed should open the list with the first option active', async () => {
      const { input, element } = setup();
      element().focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(input).toHaveAttribute('aria-expanded', 'true');
      const first = page.getByRole('option').first();
      await expect.element(first).toHaveAttribute('aria-selected', 'true');
      await expect.element(input).toHaveAttribute('aria-activedescendant', first.element().id);
    });

    test('given typed text when arrows move should follow the filtered list, wrapping, with focus kept in the input', async () => {
      const { input, element } = setup();
      element().focus();
      await userEvent.keyboard('an');
      await expect.element(page.getByRole('option')).toHaveLength(3);
      await userEvent.keyboard('{ArrowUp}');
      await expect.element(page.getByRole('option', { name: /Walsh, Jordan/ })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('option', { name: /Morgan, Alex/ })).toHaveAttribute('aria-selected', 'true');
      await expect.element(input).toHaveFocus();
    });

    test('given an active option when Enter is pressed should select it and close the list', async () => {
      const { input, element, onSelect } = setup();
      element().focus();
      await userEvent.keyboard('di{ArrowDown}{Enter}');
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: '3', label: 'Diaz, Casey' }));
      await expect.element(input).toHaveValue('Diaz, Casey');
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      await expect.element(input).not.toHaveAttribute('aria-activedescendant');
    });

    test('given a new search when the list changes should leave no option active', async () => {
      const { input, element } = setup();
      element().focus();
      await userEvent.keyboard('a{ArrowDown}{ArrowDown}');
      await expect.element(input).toHaveAttribute('aria-activedescendant');
      await userEvent.keyboard('l');
      await expect.element(input).not.toHaveAttribute('aria-activedescendant');
    });

    test('given an open list inside a form when Enter is pressed with no active option should not submit', async () => {
      const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
      document.addEventListener('submit', onSubmit);
      const onSelect = vi.fn();
      render(
        <form>
          <FilteringCombobox label="Person" onSelect={onSelect} />
        </form>,
      );
      (page.getByRole('combobox').element() as HTMLInputElement).focus();
      await userEvent.keyboard('a{Enter}');
      expect(onSubmit).not.toHaveBeenCalled();
      expect(onSelect).not.toHaveBeenCalled();
      document.removeEventListener('submit', onSubmit);
    });

    test('given an open list when Escape is pressed should close it and keep the text', async () => {
      const { input, element } = setup();
      element().focus();
      await userEvent.keyboard('ch');
      await expect.element(input).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      await expect.element(input).toHaveValue('ch');
      await expect.element(input).toHaveFocus();
    });

    test('given an open list without a footer when Tab is pressed should move on and close the list', async () => {
      const { input, element, onSelect } = setup();
      element().focus();
      await userEvent.keyboard('ch{ArrowDown}');
      await userEvent.tab();
      await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      expect(onSelect).not.toHaveBeenCalled();
    });

    test('given an open list with a footer when Tab is pressed should reach the footer button with the popup still shown', async () => {
      const { element } = setup({ withFooter: true });
      element().focus();
      await userEvent.keyboard('zz');
      await userEvent.tab();
      const add = page.getByRole('button', { name: 'Add “zz” as new' });
      await expect.element(add).toHaveFocus();
      await expect.element(add).toBeVisible();
    });
  });

  describe('mouse and touch', () => {
    test('given a click in the field when options exist should open the list', async () => {
      const { input, listbox } = setup();
      await input.click();
      await expect.element(listbox()).toBeVisible();
      await expect.element(page.getByRole('option')).toHaveLength(10);
    });

    test('given an open list when an option is clicked should select it and keep focus in the field', async () => {
      const { input, onSelect } = setup();
      await input.click();
      await page.getByRole('option', { name: /Walsh, Jordan/ }).click();
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: '10' }));
      await expect.element(input).toHaveFocus();
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    });

    test('given an open list when pressing outside should close it', async () => {
      const { input } = setup();
      await input.click();
      await expect.element(input).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('button', { name: 'After' }).click();
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    });

    test('given a clear button when pressed should empty the field and focus it', async () => {
      const { input, onInputChange } = setup({ initialText: 'Chen', clearLabel: 'Clear' });
      await page.getByRole('button', { name: 'Clear' }).click();
      expect(onInputChange).toHaveBeenLastCalledWith('');
      await expect.element(input).toHaveValue('');
      await expect.element(input).toHaveFocus();
      await expect.element(page.getByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    });

    test('given the footer button when pressed should close the list', async () => {
      const { input } = setup({ withFooter: true });
      await input.click();
      await page.getByRole('button', { name: 'Add new' }).click();
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      await expect.element(page.getByText('Add new')).not.toBeVisible();
    });
  });

  describe('empty', () => {
    test('given text with no matches when typed should show and announce the empty text without a list', async () => {
      const { input, element } = setup();
      element().focus();
      await userEvent.keyboard('zz');
      await expect.element(page.getByRole('status')).toHaveTextContent('No matches');
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      await expect.element(page.getByText('No matches', { exact: true }).first()).toBeVisible();
    });
  });

  describe('accessibility', () => {
    test('given a closed combobox with an error when checked with axe should find no serious violations', async () => {
      const { input } = setup({ error: 'Choose someone.', clearLabel: 'Clear', initialText: 'x' });
      await expect.element(input).toHaveAccessibleDescription('Choose someone.');
      expect(await seriousViolations()).toEqual([]);
    });

    test('given an open list with an active option and a footer when checked with axe should find no serious violations', async () => {
      const { element, listbox } = setup({ withFooter: true });
      element().focus();
      await userEvent.keyboard('a{ArrowDown}');
      await expect.element(listbox()).toBeVisible();
      expect(await seriousViolations()).toEqual([]);
    });
  });
});
