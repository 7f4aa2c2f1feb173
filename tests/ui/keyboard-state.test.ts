import { describe, expect, test } from 'vitest';
import { nextMenuIndex } from '../../ui/menu/menu-state';
import { nextIndex } from '../../ui/segmented-choice/segmented-choice-state';

describe('segmented choice nextIndex', () => {
  test('given the last option when ArrowRight should wrap to the first', () => {
    expect(nextIndex('ArrowRight', 2, 3)).toBe(0);
  });
  test('given the first option when ArrowLeft or ArrowUp should wrap to the last', () => {
    expect(nextIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
  });
  test('given any option when Home or End should jump to the ends', () => {
    expect(nextIndex('Home', 1, 3)).toBe(0);
    expect(nextIndex('End', 1, 3)).toBe(2);
  });
  test('given another key when pressed should not move', () => {
    expect(nextIndex('a', 1, 3)).toBeNull();
    expect(nextIndex('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('menu nextMenuIndex', () => {
  test('given focus outside the items when ArrowDown should focus the first', () => {
    expect(nextMenuIndex('ArrowDown', -1, 3)).toBe(0);
  });
  test('given focus outside the items when ArrowUp should focus the last', () => {
    expect(nextMenuIndex('ArrowUp', -1, 3)).toBe(2);
  });
  test('given the last item when ArrowDown should wrap to the first', () => {
    expect(nextMenuIndex('ArrowDown', 2, 3)).toBe(0);
  });
  test('given horizontal arrows when pressed should not move a vertical menu', () => {
    expect(nextMenuIndex('ArrowRight', 1, 3)).toBeNull();
  });
});
