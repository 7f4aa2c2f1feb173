import type { Locator } from '@playwright/test';

/** A finger swipe dispatched to an element: touch events, as the swipe hook reads them. */
export async function touchSwipe(target: Locator, dx: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 40);
  const x = box.x + box.width / 2 + (dx < 0 ? Math.abs(dx) / 2 : -Math.abs(dx) / 2);
  const start = [{ identifier: 0, clientX: x, clientY: y }];
  const end = [{ identifier: 0, clientX: x + dx, clientY: y + 2 }];
  await target.dispatchEvent('touchstart', { touches: start, changedTouches: start, targetTouches: start });
  await target.dispatchEvent('touchend', { touches: [], changedTouches: end, targetTouches: [] });
}
