import { expect, type Page } from '@playwright/test';
import { noticeTexts } from '../../../app/shell/header-copy';

/** The banner under the app bar for routine news (issue 27 item 9): it never blocks nor takes focus. */
export const notice = (page: Page, text?: string) => {
  const banners = page.getByTestId('notice-banner');
  return text === undefined ? banners : banners.filter({ hasText: text });
};

/** Waits for the notice saying `text` and closes it. */
export async function dismissNotice(page: Page, text: string): Promise<void> {
  const banner = notice(page, text);
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: noticeTexts.dismiss }).click();
  await expect(banner).toHaveCount(0);
}
