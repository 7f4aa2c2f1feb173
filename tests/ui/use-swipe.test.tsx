import { render } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { useSwipe, type UseSwipeOptions } from '../../ui/swipe/use-swipe';

function Area(props: UseSwipeOptions) {
  const handlers = useSwipe(props);
  return <div {...handlers} data-testid="area" style={{ width: 300, height: 200, touchAction: 'pan-y' }} />;
}

function touch(element: Element, type: 'touchstart' | 'touchend', x: number, y: number) {
  const point = new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
  const active = type === 'touchstart' ? [point] : [];
  element.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches: active, changedTouches: [point] }));
}

function pointer(element: Element, type: 'pointerdown' | 'pointerup', x: number, y: number, pointerType: string) {
  element.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerType, button: 0 }));
}

function setup(threshold?: UseSwipeOptions['threshold']) {
  const onSwipeLeft = vi.fn();
  const onSwipeRight = vi.fn();
  render(<Area onSwipeLeft={onSwipeLeft} onSwipeRight={onSwipeRight} threshold={threshold} />);
  return { area: page.getByTestId('area').element(), onSwipeLeft, onSwipeRight };
}

describe('useSwipe', () => {
  test('given month thresholds when a finger moves 120 px left should swipe left once', () => {
    const { area, onSwipeLeft, onSwipeRight } = setup({ left: 100, right: 50 });
    // A real finger fires both pointer (touch) and touch events: only one swipe may result.
    pointer(area, 'pointerdown', 250, 100, 'touch');
    touch(area, 'touchstart', 250, 100);
    pointer(area, 'pointerup', 130, 100, 'touch');
    touch(area, 'touchend', 130, 100);
    expect(onSwipeLeft).toHaveBeenCalledTimes(1);
    expect(onSwipeRight).not.toHaveBeenCalled();
  });

  test('given month thresholds when a finger moves 80 px left should not swipe', () => {
    const { area, onSwipeLeft } = setup({ left: 100, right: 50 });
    touch(area, 'touchstart', 250, 100);
    touch(area, 'touchend', 170, 100);
    expect(onSwipeLeft).not.toHaveBeenCalled();
  });

  test('given month thresholds when a finger moves 60 px right should swipe right', () => {
    const { area, onSwipeRight } = setup({ left: 100, right: 50 });
    touch(area, 'touchstart', 100, 100);
    touch(area, 'touchend', 160, 100);
    expect(onSwipeRight).toHaveBeenCalledTimes(1);
  });

  test('given the default threshold when the mouse drags 60 px left should swipe left', () => {
    const { area, onSwipeLeft } = setup();
    pointer(area, 'pointerdown', 200, 100, 'mouse');
    pointer(area, 'pointerup', 140, 100, 'mouse');
    expect(onSwipeLeft).toHaveBeenCalledTimes(1);
  });

  test('given a mostly vertical finger move when it ends should not swipe', () => {
    const { area, onSwipeLeft, onSwipeRight } = setup();
    touch(area, 'touchstart', 200, 10);
    touch(area, 'touchend', 120, 190);
    expect(onSwipeLeft).not.toHaveBeenCalled();
    expect(onSwipeRight).not.toHaveBeenCalled();
  });
});
