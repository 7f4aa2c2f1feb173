import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { MouseEvent } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MessageRow, messageRowHeight, type MessageRowProps } from '../../ui/message-row/message-row';
import { lightTheme } from '../../ui/theme';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

function setup(props: Partial<MessageRowProps> = {}) {
  const onOpen = vi.fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault());
  const onToggleFavourite = vi.fn();
  render(
    <div style={{ width: 390 }}>
      <MessageRow
        from="Alice Chen"
        subject="Intake form"
        preview="Please fill in the form before Tuesday."
        time="09:12"
        unread={false}
        unreadLabel="Unread"
        favourite={false}
        favouriteLabel="Favourite: Intake form"
        href="#message-1"
        onOpen={onOpen}
        onToggleFavourite={onToggleFavourite}
        {...props}
      />
    </div>,
  );
  const link = page.getByRole('link');
  return { link, onOpen, onToggleFavourite };
}

/** Stops real navigation of clicks the row leaves to the browser (new tab, download). */
function blockNavigation() {
  const block = (event: Event) => event.preventDefault();
  window.addEventListener('click', block);
  return () => window.removeEventListener('click', block);
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MessageRow', () => {
  test('given an unread row when rendered should be one link whose name starts with the unread word and holds sender, subject, preview and time', async () => {
    const { link } = setup({ unread: true });
    await expect.element(link).toHaveAttribute('href', '#message-1');
    await expect.element(link).toHaveAccessibleName(/^Unread\s+Alice Chen\s+09:12\s+Intake form\s+Please fill in the form before Tuesday\.$/);
    const from = page.getByText('Alice Chen').element();
    expect(Number(getComputedStyle(from).fontWeight)).toBeGreaterThanOrEqual(700);
    expect(document.querySelector('[data-unread]')).not.toBeNull();
  });

  test('given a read row when rendered should not read out the unread word and should not be bold', async () => {
    const { link } = setup({ unread: false });
    await expect.element(link).toHaveAccessibleName(/^Alice Chen/);
    const from = page.getByText('Alice Chen').element();
    expect(Number(getComputedStyle(from).fontWeight)).toBeLessThan(700);
  });

  test('given onOpen when the row is clicked or Enter is pressed on it should call onOpen, which can stop the navigation', async () => {
    const { link, onOpen } = setup();
    await link.click();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    (link.element() as HTMLAnchorElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(window.location.hash).not.toBe('#message-1');
  });

  test('given a Ctrl-, Cmd- or Shift-click on the row when it happens should leave it to the browser and not call onOpen', async () => {
    const { link, onOpen } = setup();
    const unblock = blockNavigation();
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      link.element().dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [modifier]: true }));
    }
    unblock();
    expect(onOpen).not.toHaveBeenCalled();
  });

  test('given onToggleFavourite when the star is pressed should toggle through its own button, outside the link, with aria-pressed', async () => {
    const { link, onToggleFavourite } = setup({ favourite: true });
    const star = page.getByRole('button', { name: 'Favourite: Intake form' });
    await expect.element(star).toHaveAttribute('aria-pressed', 'true');
    expect(link.element().contains(star.element())).toBe(false);
    await star.click();
    expect(onToggleFavourite).toHaveBeenCalledTimes(1);
    (star.element() as HTMLButtonElement).focus();
    await userEvent.keyboard(' ');
    expect(onToggleFavourite).toHaveBeenCalledTimes(2);
  });

  test('given a row that is not a favourite when rendered should show an unpressed star', async () => {
    setup({ favourite: false });
    await expect.element(page.getByRole('button', { name: 'Favourite: Intake form' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('given busy when the star is pressed should ignore it, stay focusable and say it is busy', async () => {
    const { onToggleFavourite } = setup({ busy: true });
    const star = page.getByRole('button', { name: 'Favourite: Intake form' });
    await expect.element(star).toHaveAttribute('aria-disabled', 'true');
    await expect.element(star).toHaveAttribute('aria-busy', 'true');
    (star.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    // Playwright will not click an aria-disabled element; a person's tap still reaches it.
    await star.click({ force: true });
    expect(onToggleFavourite).not.toHaveBeenCalled();
    await expect.element(star).toHaveFocus();
  });

  test('given no onToggleFavourite when rendered should show no star button', async () => {
    setup({ onToggleFavourite: undefined });
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  test('given an attachment when rendered should read out the attachment label in the link', async () => {
    const { link } = setup({ hasAttachment: true, attachmentLabel: 'Has attachments' });
    await expect.element(link).toHaveAccessibleName(/Has attachments/);
  });

  test('given a long sender, subject and preview when rendered should keep each on one ellipsized line and the row at its fixed height', async () => {
    const long = 'Montgomery-Featherstonehaugh Alexandria Bartholomew-Winterbottom';
    setup({ from: long, subject: `${long} about the quarterly report`, preview: `${long} `.repeat(4), hasAttachment: true, attachmentLabel: 'Has attachments' });
    for (const text of [long, `${long} about the quarterly report`]) {
      const element = page.getByText(text, { exact: true }).element() as HTMLElement;
      expect(element.scrollWidth).toBeGreaterThan(element.clientWidth);
      expect(getComputedStyle(element).textOverflow).toBe('ellipsis');
      expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(20);
    }
    const row = document.querySelector('a')?.parentElement;
    expect(row?.getBoundingClientRect().height).toBe(messageRowHeight);
    const star = page.getByRole('button').element().getBoundingClientRect();
    expect(star.right).toBeLessThanOrEqual(390);
    expect(star.height).toBeGreaterThanOrEqual(44);
  });

  test('given a row without a preview when rendered should keep the same height', async () => {
    setup({ preview: undefined });
    const row = document.querySelector('a')?.parentElement;
    expect(row?.getBoundingClientRect().height).toBe(messageRowHeight);
  });

  test('given unread, favourite, busy and attachment rows when checked with axe should find no serious violations', async () => {
    setup({ unread: true, favourite: true, busy: true, hasAttachment: true, attachmentLabel: 'Has attachments' });
    await expect.element(page.getByRole('link')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
