import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { MouseEvent } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { FolderList, type FolderListProps, type FolderListSection } from '../../ui/folder-list/folder-list';
import { IconButton } from '../../ui/icon-button/icon-button';
import { lightTheme } from '../../ui/theme';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

const onRename = vi.fn();

const sections: FolderListSection[] = [
  {
    title: 'Mailboxes',
    items: [
      { id: 'inbox', label: 'Inbox', href: '#inbox', count: 3, countLabel: '3 unread', current: true },
      { id: 'sent', label: 'Sent', href: '#sent', count: 0 },
      { id: 'drafts', label: 'Drafts', href: '#drafts', count: 2 },
    ],
  },
  {
    title: 'Folders',
    items: [
      {
        id: 'f-1',
        label: 'Insurance',
        href: '#folder-1',
        actions: <IconButton label="Rename Insurance" onClick={onRename}>✎</IconButton>,
      },
    ],
  },
];

function setup(props: Partial<FolderListProps> = {}) {
  const onSelect = vi.fn((_id: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
  render(<FolderList label="Mail folders" sections={sections} onSelect={onSelect} {...props} />);
  return { onSelect };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('FolderList', () => {
  test('given sections when rendered should be a named nav with one list per section, named by its title', async () => {
    setup();
    await expect.element(page.getByRole('navigation', { name: 'Mail folders' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Mailboxes', level: 2 })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Mailboxes' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Folders' })).toBeVisible();
    expect(page.getByRole('list', { name: 'Mailboxes' }).getByRole('link').elements()).toHaveLength(3);
  });

  test('given a current folder when rendered should mark only it with aria-current="page"', async () => {
    setup();
    await expect.element(page.getByRole('link', { name: /^Inbox/ })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  test('given counts when rendered should show badges, read the count label, and show nothing for 0', async () => {
    setup();
    const inbox = page.getByRole('link', { name: /^Inbox/ });
    await expect.element(inbox).toHaveAccessibleName('Inbox 3 unread');
    await expect.element(inbox).toHaveTextContent('3');
    await expect.element(page.getByRole('link', { name: /^Sent/ })).toHaveAccessibleName('Sent');
    // Without a countLabel the bare number is read.
    await expect.element(page.getByRole('link', { name: /^Drafts/ })).toHaveAccessibleName('Drafts 2');
  });

  test('given onSelect when a folder is clicked or Enter is pressed on it should report its id', async () => {
    const { onSelect } = setup();
    await page.getByRole('link', { name: /^Sent/ }).click();
    expect(onSelect).toHaveBeenLastCalledWith('sent', expect.anything());
    (page.getByRole('link', { name: /^Insurance/ }).element() as HTMLAnchorElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('f-1', expect.anything());
    expect(window.location.hash).toBe('');
  });

  test('given a Ctrl-click on a folder when it happens should not call onSelect', async () => {
    const { onSelect } = setup();
    const block = (event: Event) => event.preventDefault();
    window.addEventListener('click', block);
    page
      .getByRole('link', { name: /^Sent/ })
      .element()
      .dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
    window.removeEventListener('click', block);
    expect(onSelect).not.toHaveBeenCalled();
  });

  test('given actions on a folder when rendered should put them beside the link, not inside it, and Tab should reach them after it', async () => {
    setup();
    const link = page.getByRole('link', { name: /^Insurance/ });
    const rename = page.getByRole('button', { name: 'Rename Insurance' });
    expect(link.element().contains(rename.element())).toBe(false);
    (link.element() as HTMLAnchorElement).focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(rename).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRename).toHaveBeenCalledTimes(1);
  });

  test('given a section without a title and titleLevel 3 when rendered should render an unnamed list and h3 titles', async () => {
    setup({ titleLevel: 3, sections: [{ items: sections[0]!.items }, { title: 'Folders', items: sections[1]!.items }] });
    await expect.element(page.getByRole('heading', { name: 'Folders', level: 3 })).toBeVisible();
    expect(page.getByRole('list').elements()).toHaveLength(2);
    expect(page.getByRole('heading').elements()).toHaveLength(1);
  });

  test('given a phone-sized screen when rendered should give every link a 44 px touch target and ellipsize a long name', async () => {
    const long = 'Correspondence with the insurance company about the 2026 claims';
    setup({ sections: [{ items: [{ id: 'long', label: long, href: '#long', count: 120 }] }] });
    const link = page.getByRole('link').element();
    expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const label = page.getByText(long).element() as HTMLElement;
    expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
  });

  test('given counts, a current folder and actions when checked with axe should find no serious violations', async () => {
    setup();
    await expect.element(page.getByRole('navigation')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
