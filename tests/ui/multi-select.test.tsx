import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MultiSelect, type MultiSelectProps } from '../../ui/multi-select/multi-select';
import { countSelected, nextHeaderIndex, toggleValue } from '../../ui/multi-select/multi-select-state';
import { lightTheme } from '../../ui/theme';
import { manyOptionsSection, memberSections } from '../../stories/ui/multi-select-fixtures';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

type SetupProps = Partial<Omit<MultiSelectProps, 'onValueChange'>>;

function setup(props: SetupProps = {}) {
  const onValueChange = vi.fn<(value: string[]) => void>();
  function Members() {
    const [value, setValue] = useState<readonly string[]>(props.value ?? []);
    return (
      <MultiSelect
        label="Members"
        sections={memberSections}
        emptyText="Nothing to select"
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    );
  }
  render(<Members />);
  const header = (name: string) => page.getByRole('button', { name, exact: true });
  const panel = (name: string) => document.getElementById(header(name).element().getAttribute('aria-controls') ?? '');
  return { header, panel, onValueChange };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('MultiSelect state', () => {
  test('given a selection when an option is checked or unchecked should add it last or remove it', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleValue(['a'], 'a', true)).toEqual(['a']);
  });

  test('given a section when counting should count only its selected options', () => {
    expect(countSelected([{ value: 'a' }, { value: 'b' }], new Set(['b', 'z']))).toBe(1);
  });

  test('given header keys when pressed should wrap up and down, jump to the ends, and ignore left and right', () => {
    expect(nextHeaderIndex('ArrowDown', 3, 4)).toBe(0);
    expect(nextHeaderIndex('ArrowUp', 0, 4)).toBe(3);
    expect(nextHeaderIndex('End', 1, 4)).toBe(3);
    expect(nextHeaderIndex('Home', 2, 4)).toBe(0);
    expect(nextHeaderIndex('ArrowRight', 0, 4)).toBeNull();
    expect(nextHeaderIndex('a', 0, 4)).toBeNull();
  });
});

describe('MultiSelect', () => {
  test('given sections when rendered should be a group named by its legend with one collapsed disclosure per section', async () => {
    const { header, panel } = setup();
    await expect.element(page.getByRole('group', { name: 'Members' })).toBeVisible();
    for (const title of ['Clients', 'Others', 'Subscribers', 'Users']) {
      await expect.element(header(title)).toHaveAttribute('aria-expanded', 'false');
      expect(panel(title)?.hidden).toBe(true);
    }
    // Closed sections render no rows at all.
    expect(document.querySelectorAll('input[type="checkbox"]')).toHaveLength(0);
  });

  test('given an error and an id when rendered should mark the group, show the error as an alert and give the first header the id', async () => {
    setup({ error: 'Choose a member', id: 'members-first' });
    const group = page.getByRole('group', { name: 'Members' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Choose a member');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Choose a member');
    expect(document.getElementById('members-first')).toBe(page.getByRole('button', { name: 'Clients', exact: true }).element());
    expect(await seriousViolations()).toEqual([]);
  });

  test('given a closed section when its header is clicked should open it, and close it on a second click', async () => {
    const { header, panel } = setup();
    await header('Clients').click();
    await expect.element(header('Clients')).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('group', { name: 'Clients' })).toBeVisible();
    await expect.element(page.getByRole('checkbox')).toHaveLength(3);
    await header('Clients').click();
    await expect.element(header('Clients')).toHaveAttribute('aria-expanded', 'false');
    expect(panel('Clients')?.hidden).toBe(true);
  });

  test('given open sections when options are checked and unchecked should report the selection and count it on the header', async () => {
    const { header, onValueChange } = setup({ defaultOpen: ['clients', 'others'] });
    await page.getByRole('checkbox', { name: 'Morgan, Alex' }).click();
    await page.getByRole('checkbox', { name: 'Novak, Eli' }).click();
    await page.getByRole('checkbox', { name: 'Chen, Blair' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith(['c3', 'o1', 'c1']);
    await expect.element(header('Clients')).toHaveAccessibleDescription('2 selected');
    await expect.element(header('Others')).toHaveAccessibleDescription('1 selected');
    await page.getByRole('checkbox', { name: 'Morgan, Alex' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith(['o1', 'c1']);
    await expect.element(header('Clients')).toHaveAccessibleDescription('1 selected');
    await expect.element(header('Subscribers')).not.toHaveAttribute('aria-describedby');
  });

  test('given a selection in a closed section when rendered should still count it', async () => {
    const { header } = setup({ value: ['c1', 'c2'], countLabel: (count) => `${count} chosen` });
    await expect.element(header('Clients')).toHaveAccessibleDescription('2 chosen');
    await expect.element(page.getByText('2 chosen')).toBeVisible();
  });

  test('given empty sections when opened should show the empty text', async () => {
    const { header } = setup();
    await header('Subscribers').click();
    await header('Users').click();
    await expect.element(page.getByRole('group', { name: 'Subscribers' })).toHaveTextContent('Nothing to select');
    await expect.element(page.getByRole('group', { name: 'Users' })).toHaveTextContent('Nothing to select');
  });

  test('given keyboard focus on a header when arrows, Home and End are pressed should move between headers', async () => {
    const { header } = setup();
    (header('Clients').element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(header('Others')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(header('Users')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(header('Clients')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(header('Users')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(header('Clients')).toHaveFocus();
  });

  test('given keyboard focus on a header when Enter, Tab and Space are pressed should open it and check an option', async () => {
    const { header, onValueChange } = setup();
    (header('Clients').element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(header('Clients')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('checkbox', { name: 'Diaz, Casey' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith(['c2']);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect.element(header('Clients')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(header('Clients')).toHaveAttribute('aria-expanded', 'false');
  });

  test('given a disabled select when rendered should disable headers and checkboxes', async () => {
    const { header } = setup({ disabled: true, defaultOpen: ['clients'] });
    await expect.element(header('Clients')).toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: 'Chen, Blair' })).toBeDisabled();
  });

  test('given headers when rendered should each be a 44 px touch target', async () => {
    const { header } = setup();
    for (const title of ['Clients', 'Others', 'Subscribers', 'Users']) {
      expect(header(title).element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  test('given five hundred options when a section opens and one is checked should render them all and count it', async () => {
    const { header, onValueChange } = setup({ sections: [manyOptionsSection(500)] });
    await header('Clients').click();
    await expect.element(page.getByRole('checkbox')).toHaveLength(500);
    await page.getByRole('checkbox', { name: 'Client 250' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith(['m249']);
    await expect.element(header('Clients')).toHaveAccessibleDescription('1 selected');
  });

  test('given a closed select with a selection when checked with axe should find no serious violations', async () => {
    const { header } = setup({ value: ['c1'] });
    await expect.element(header('Clients')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  test('given open sections, one empty, when checked with axe should find no serious violations', async () => {
    const { header } = setup({ value: ['c1'], defaultOpen: ['clients', 'users'] });
    await expect.element(header('Clients')).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations()).toEqual([]);
  });
});
