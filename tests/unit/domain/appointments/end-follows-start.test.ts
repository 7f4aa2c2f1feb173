import { describe, expect, it } from 'vitest';
import { endFollowingStart } from '../../../../domain/appointments/end-follows-start';

const at = (hour: number, minute = 0) => ({ hour, minute });

describe('endFollowingStart (editing: the end keeps its distance from the start)', () => {
  it('given a later start, should move the end by as much and keep the length', () => {
    expect(endFollowingStart({ oldStart: at(20), oldEnd: at(20, 45), newStart: at(21, 30) })).toEqual(at(22, 15));
  });

  it('given an earlier start, should move the end back by as much', () => {
    expect(endFollowingStart({ oldStart: at(10), oldEnd: at(10, 45), newStart: at(8, 5) })).toEqual(at(8, 50));
  });

  it('given a length across the hour, should carry the minutes into the next hour', () => {
    expect(endFollowingStart({ oldStart: at(9, 40), oldEnd: at(11, 5), newStart: at(12, 50) })).toEqual(at(14, 15));
  });

  it('given an end that would pass midnight, should stop it at 23:59 of the same day', () => {
    expect(endFollowingStart({ oldStart: at(10), oldEnd: at(11), newStart: at(23, 30) })).toEqual(at(23, 59));
    expect(endFollowingStart({ oldStart: at(10), oldEnd: at(11), newStart: at(23, 59) })).toEqual(at(23, 59));
  });

  it('given an end that was not after the start, should place it by the default increment of 45 minutes', () => {
    expect(endFollowingStart({ oldStart: at(15), oldEnd: at(14), newStart: at(16) })).toEqual(at(16, 45));
    expect(endFollowingStart({ oldStart: at(15), oldEnd: at(15), newStart: at(16) })).toEqual(at(16, 45));
  });

  it('given the hour and then the minutes changed one after the other (two pickers), should keep the length both times', () => {
    const first = endFollowingStart({ oldStart: at(20), oldEnd: at(20, 45), newStart: at(21) });
    expect(first).toEqual(at(21, 45));
    expect(endFollowingStart({ oldStart: at(21), oldEnd: first, newStart: at(21, 30) })).toEqual(at(22, 15));
  });
});
