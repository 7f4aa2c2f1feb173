import { describe, expect, it } from 'vitest';
import { STATE_CODES, isValidStateCode, parseStateCode, stateCodeText } from '../../../../domain/contacts/state-codes';

describe('STATE_CODES', () => {
  it('should hold 52 codes: none (0), then the fifty states and DC in postal-code order (1-51)', () => {
    expect(STATE_CODES).toHaveLength(52);
    expect(STATE_CODES.map((s) => s.id)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(STATE_CODES[0]).toEqual({ id: 0, code: '', name: 'None' });
    const codes = STATE_CODES.slice(1).map((s) => s.code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(51);
    expect(codes).toContain('DC');
    expect(codes.every((c) => /^[A-Z]{2}$/.test(c))).toBe(true);
  });
});

describe('parseStateCode', () => {
  it.each([
    ['NY', 35],
    ['ny', 35],
    [' Ca ', 5],
    ['ak', 1],
    ['WY', 51],
  ])('given %j, should match the known code ignoring case and spaces', (typed, id) => {
    expect(parseStateCode(typed)).toBe(id);
  });

  it.each([[''], ['   ']])('given empty %j, should answer none (0)', (typed) => {
    expect(parseStateCode(typed)).toBe(0);
  });

  it.each([['XX'], ['N'], ['NYC'], ['New York'], ['1']])('given %j, should answer invalid (-1)', (typed) => {
    expect(parseStateCode(typed)).toBe(-1);
  });
});

describe('isValidStateCode', () => {
  it.each([[0], [1], [51]])('given %d, should accept it', (id) => {
    expect(isValidStateCode(id)).toBe(true);
  });

  it.each([[-1], [52], [1.5], [Number.NaN]])('given %d, should refuse it (spec 5: <= -1 or >= 52)', (id) => {
    expect(isValidStateCode(id)).toBe(false);
  });
});

describe('stateCodeText', () => {
  it('should answer the two letters of a code, and nothing for none or an unknown id', () => {
    expect(stateCodeText(35)).toBe('NY');
    expect(stateCodeText(0)).toBe('');
    expect(stateCodeText(52)).toBe('');
    expect(stateCodeText(-1)).toBe('');
  });
});
