import { describe, expect, it } from 'vitest';
import { edgeEnabled, indexAtFraction, keyMove, stepEnabled } from '../../ui/alpha-index/alpha-index-state';
import { initialsOf, toneIndex } from '../../ui/avatar/avatar-initials';

describe('initialsOf', () => {
  it('given names in either order, should give first and last initials', () => {
    expect(initialsOf('Priya Shah')).toBe('PS');
    expect(initialsOf('Shah, Priya')).toBe('PS');
    expect(initialsOf('Álvarez, José')).toBe('JÁ');
    expect(initialsOf('Dr. Elena Maria Rivera')).toBe('DR');
    expect(initialsOf('team')).toBe('T');
    expect(initialsOf('  ')).toBe('');
    expect(initialsOf('(+) 2nd floor')).toBe('2F');
  });
});

describe('toneIndex', () => {
  it('given the same name in another case, spacing or order, should give the same tone within range', () => {
    expect(toneIndex('Priya Shah', 5)).toBe(toneIndex('  PRIYA SHAH ', 5));
    expect(toneIndex('Alex Morgan', 5)).toBe(toneIndex('Morgan, Alex', 5));
    for (const name of ['a', 'b', 'Adler, Hannah', 'Ngozi Okonkwo-Adeyemi']) {
      const tone = toneIndex(name, 5);
      expect(tone).toBeGreaterThanOrEqual(0);
      expect(tone).toBeLessThan(5);
    }
  });
});

describe('alpha index state', () => {
  const enabled = [true, false, false, true, false];
  it('given a fraction of the strip, should name the letter under it, clamped to the ends', () => {
    expect(indexAtFraction(0, 27)).toBe(0);
    expect(indexAtFraction(0.5, 27)).toBe(13);
    expect(indexAtFraction(1, 27)).toBe(26);
    expect(indexAtFraction(-3, 27)).toBe(0);
    expect(indexAtFraction(0.5, 0)).toBe(-1);
  });
  it('given letters without entries, should step over them and stay at the ends', () => {
    expect(stepEnabled(enabled, 0, 1)).toBe(3);
    expect(stepEnabled(enabled, 3, 1)).toBe(3);
    expect(stepEnabled(enabled, 3, -1)).toBe(0);
    expect(edgeEnabled(enabled, 'last')).toBe(3);
    expect(edgeEnabled([false], 'first')).toBe(-1);
  });
  it('should map the slider keys', () => {
    expect(keyMove('ArrowDown')).toEqual({ kind: 'step', step: 1 });
    expect(keyMove('ArrowUp')).toEqual({ kind: 'step', step: -1 });
    expect(keyMove('End')).toEqual({ kind: 'edge', edge: 'last' });
    expect(keyMove('a')).toBeNull();
  });
});
