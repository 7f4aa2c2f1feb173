import { describe, expect, test } from 'vitest';
import { decideSwipe, toThresholds } from '../../ui/swipe/swipe-state';

const month = toThresholds({ left: 100, right: 50 });
const other = toThresholds(50);
const at = (x: number, y = 0) => ({ x, y });

describe('decideSwipe', () => {
  test('given month thresholds when moved 101 px left should swipe left', () => {
    expect(decideSwipe(at(300), at(199), month)).toBe('left');
  });
  test('given month thresholds when moved exactly 100 px left should not swipe', () => {
    expect(decideSwipe(at(300), at(200), month)).toBeNull();
  });
  test('given month thresholds when moved 51 px right should swipe right', () => {
    expect(decideSwipe(at(100), at(151), month)).toBe('right');
  });
  test('given month thresholds when moved 50 px right should not swipe', () => {
    expect(decideSwipe(at(100), at(150), month)).toBeNull();
  });
  test('given one 50 px threshold when moved 60 px left should swipe left', () => {
    expect(decideSwipe(at(100), at(40), other)).toBe('left');
  });
  test('given a mostly vertical move when far enough horizontally should not swipe', () => {
    expect(decideSwipe(at(300, 0), at(150, 200), other)).toBeNull();
  });
  test('given a diagonal move of equal x and y when decided should not swipe', () => {
    expect(decideSwipe(at(0, 0), at(120, 120), other)).toBeNull();
  });
  test('given no movement when decided should not swipe', () => {
    expect(decideSwipe(at(10, 10), at(10, 10), other)).toBeNull();
  });
  test('given no threshold when normalised should default to 50 px both ways', () => {
    expect(toThresholds()).toEqual({ left: 50, right: 50 });
  });
});
