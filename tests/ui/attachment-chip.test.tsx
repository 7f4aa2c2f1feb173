import { render } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AttachmentChip, type AttachmentChipProps } from '../../ui/attachment-chip/attachment-chip';
import { formatSize } from '../../ui/attachment-chip/format-size';
import { splitFileName } from '../../ui/attachment-chip/split-file-name';
import { lightTheme } from '../../ui/theme';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

function setup(props: Partial<AttachmentChipProps> = {}) {
  const onOpen = vi.fn();
  const onRemove = vi.fn();
  render(
    <div style={{ width: 358 }}>
      <AttachmentChip name="report.pdf" size={14 * 1024} onOpen={onOpen} onRemove={onRemove} removeLabel="Remove report.pdf" {...props} />
    </div>,
  );
  return { onOpen, onRemove };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('formatSize', () => {
  test('given fewer than 1024 bytes when formatted should show whole bytes', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1)).toBe('1 B');
    expect(formatSize(820)).toBe('820 B');
    expect(formatSize(1023)).toBe('1023 B');
  });

  test('given kilobytes when formatted should show one decimal below 10 and none above', () => {
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(14 * 1024)).toBe('14 KB');
    expect(formatSize(14_500)).toBe('14 KB');
    expect(formatSize(10_200)).toBe('10 KB');
  });

  test('given megabytes and gigabytes when formatted should use the larger units', () => {
    expect(formatSize(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  test('given a size that rounds up to 1024 of a unit when formatted should move to the next unit', () => {
    expect(formatSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatSize(1023.6)).toBe('1 KB');
  });

  test('given a negative or non-finite size when formatted should show 0 B', () => {
    expect(formatSize(-5)).toBe('0 B');
    expect(formatSize(Number.NaN)).toBe('0 B');
    expect(formatSize(Number.POSITIVE_INFINITY)).toBe('0 B');
  });
});

describe('splitFileName', () => {
  test('given a short name when split should keep it whole in the head', () => {
    expect(splitFileName('report.pdf')).toEqual({ head: 'report.pdf', tail: '' });
  });

  test('given a long name with an extension when split should keep the end of the stem and the extension in the tail', () => {
    expect(splitFileName('Quarterly report for the insurance company v3.pdf')).toEqual({
      head: 'Quarterly report for the insurance compa',
      tail: 'ny v3.pdf',
    });
  });

  test('given any name when split should join back to the same name, never cutting an emoji', () => {
    for (const name of ['a'.repeat(40), 'notes.from-the-meeting-with-the-whole-team', '📎📎📎📎📎📎📎📎📎📎📎📎📎📎📎📎📎📎📎📎.txt', '.env']) {
      const { head, tail } = splitFileName(name);
      expect(head + tail).toBe(name);
      expect(/[\ud800-\udbff]$/.test(head)).toBe(false);
      expect(/^[\udc00-\udfff]/.test(tail)).toBe(false);
    }
  });
});

describe('AttachmentChip', () => {
  test('given a ready file with onOpen when rendered should show its size and make the name a button named by openLabel', async () => {
    const { onOpen } = setup({ openLabel: 'Download report.pdf' });
    await expect.element(page.getByText('14 KB')).toBeVisible();
    const open = page.getByRole('button', { name: 'Download report.pdf' });
    await expect.element(open).toHaveAttribute('title', 'report.pdf');
    await open.click();
    expect(onOpen).toHaveBeenCalledTimes(1);
    (open.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  test('given onOpen without openLabel when rendered should name the open button by the file name', async () => {
    setup();
    await expect.element(page.getByRole('button', { name: 'report.pdf', exact: true })).toBeVisible();
  });

  test('given no onOpen when rendered should show the name as text, read whole once', async () => {
    setup({ onOpen: undefined, onRemove: undefined });
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
    const chip = document.querySelector('[data-state]') as HTMLElement;
    expect(chip.textContent).toContain('report.pdf');
  });

  test('given onRemove when the × is pressed should call it; its name is the label the caller gave', async () => {
    const { onRemove, onOpen } = setup();
    await page.getByRole('button', { name: 'Remove report.pdf' }).click();
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
  });

  test('given an upload in progress when rendered should be aria-busy, read the uploading label and offer no open button', async () => {
    setup({ state: 'uploading', uploadingLabel: 'Uploading' });
    const chip = document.querySelector('[data-state="uploading"]');
    expect(chip?.getAttribute('aria-busy')).toBe('true');
    expect(chip?.textContent).toContain('Uploading');
    await expect.element(page.getByRole('button', { name: 'report.pdf', exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Remove report.pdf' })).toBeVisible();
  });

  test('given an error when rendered should show the error text and describe the remove button with it', async () => {
    setup({ state: 'error', errorText: 'Upload failed' });
    await expect.element(page.getByText('Upload failed')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Remove report.pdf' })).toHaveAccessibleDescription('Upload failed');
    const chip = document.querySelector('[data-state="error"]') as HTMLElement;
    expect(getComputedStyle(chip).borderColor).toBe('rgb(179, 38, 30)');
  });

  test('given a long name on a phone when rendered should cut it in the middle, keep the extension in view and the full name in the title and button name', async () => {
    const name = 'Quarterly report for the insurance company, signed and scanned v3.pdf';
    setup({ name });
    const open = page.getByRole('button', { name, exact: true }).element() as HTMLElement;
    expect(open.title).toBe(name);
    const head = open.firstElementChild as HTMLElement;
    const tail = open.lastElementChild as HTMLElement;
    expect(head.scrollWidth).toBeGreaterThan(head.clientWidth);
    expect(tail.textContent).toBe('ed v3.pdf');
    expect(tail.getBoundingClientRect().width).toBeGreaterThan(0);
    const chip = document.querySelector('[data-state]') as HTMLElement;
    expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(358);
    expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  test('given ready, uploading and failed chips when checked with axe should find no serious violations', async () => {
    render(
      <ul>
        <li>
          <AttachmentChip name="report.pdf" size={1200} onOpen={() => {}} openLabel="Download report.pdf" />
        </li>
        <li>
          <AttachmentChip name="scan.png" size={2_000_000} state="uploading" uploadingLabel="Uploading" onRemove={() => {}} removeLabel="Remove scan.png" />
        </li>
        <li>
          <AttachmentChip name="big.zip" size={30_000_000} state="error" errorText="Too large" onRemove={() => {}} removeLabel="Remove big.zip" />
        </li>
      </ul>,
    );
    await expect.element(page.getByText('Too large')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
