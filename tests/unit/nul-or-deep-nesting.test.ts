import { describe, expect, it } from 'vitest';
import { hasNulOrDeepNesting, NUL_SEARCH_DEPTH_MAX } from '../../domain/validation/nul-or-deep-nesting';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('hasNulOrDeepNesting', () => {
  it.each([
    ['plain text', 'Ana López — 😀', false],
    ['a NUL in text', 'a\u0000b', true],
    ['a NUL in a nested value', { a: [1, { b: 'x\u0000' }] }, true],
    ['a NUL in a key', { ['k\u0000']: 1 }, true],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: [2.5] }, false],
    ['undefined', undefined, false],
  ])('given %s, should answer %s', (_label, value, expected) => {
    expect(hasNulOrDeepNesting(value)).toBe(expected);
  });

  it('given nesting up to the limit, should accept it; one level deeper, should refuse it', () => {
    expect(hasNulOrDeepNesting(nested(NUL_SEARCH_DEPTH_MAX))).toBe(false);
    expect(hasNulOrDeepNesting(nested(NUL_SEARCH_DEPTH_MAX + 1))).toBe(true);
  });

  it('given 100,000 levels of nesting, should answer without overflowing the stack', () => {
    expect(hasNulOrDeepNesting(nested(100_000))).toBe(true);
  });
});
