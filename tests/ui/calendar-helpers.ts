import axe from 'axe-core';

/** Shared by the calendar primitive tests (WeekStrip, MonthGrid, YearGrid). */

export function touch(element: Element, type: 'touchstart' | 'touchend', x: number, y: number) {
  const point = new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
  const active = type === 'touchstart' ? [point] : [];
  element.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: active, changedTouches: [point] }));
}

function pointer(element: Element, type: 'pointerdown' | 'pointerup', x: number, y: number, pointerType: string) {
  element.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerType, button: 0 }));
}

/**
 * A horizontal finger swipe as a phone sends it (pointer events of type
 * touch and touch events) by `dx` px; negative is leftward.
 */
export function fingerSwipe(element: Element, dx: number, from = 200, y = 40) {
  pointer(element, 'pointerdown', from, y, 'touch');
  touch(element, 'touchstart', from, y);
  pointer(element, 'pointerup', from + dx, y, 'touch');
  touch(element, 'touchend', from + dx, y);
}

/** A horizontal mouse drag by `dx` px; negative is leftward. */
export function mouseDrag(element: Element, dx: number, from = 200, y = 40) {
  pointer(element, 'pointerdown', from, y, 'mouse');
  pointer(element, 'pointerup', from + dx, y, 'mouse');
}

/** axe violations of impact serious or critical, as "id: help" lines. */
export async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}
