import type { Page } from '@playwright/test';
import { touchSwipe } from './gestures';

/**
 * On /daily: the next (1) or previous (-1) week by a swipe over the week
 * strip (spec 2). The strip is compact there (issue 27 item 2): the header
 * row's arrows step days, the strip's swipe and keys step weeks.
 */
export async function stepWeek(page: Page, direction: 1 | -1): Promise<void> {
  await touchSwipe(page.getByTestId('week-strip').getByRole('grid'), direction === 1 ? -120 : 120);
}
