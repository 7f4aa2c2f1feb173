import { describe, expect, it } from 'vitest';
import { busySpanRange, busySpansOn } from '../../../../domain/calendar/busy-day';

const NY = 'America/New_York';

describe('busy blocks on a day', () => {
  it('given a block over midnight, should show it on both days, cut at the day ends', () => {
    const blocks = [{ start: '2026-12-02T03:00:00.000Z', end: '2026-12-02T06:00:00.000Z' }]; // 22:00–01:00 in New York
    expect(busySpansOn(blocks, '2026-12-01', NY)).toEqual([{ start: 22 * 60, end: 1440 }]);
    expect(busySpansOn(blocks, '2026-12-02', NY)).toEqual([{ start: 0, end: 60 }]);
    expect(busySpansOn(blocks, '2026-12-03', NY)).toEqual([]);
  });

  it('given blocks out of order on a spring-forward day, should place them by wall clock, earliest first', () => {
    const blocks = [
      { start: '2026-03-08T14:00:00.000Z', end: '2026-03-08T15:00:00.000Z' }, // 10:00–11:00 EDT
      { start: '2026-03-08T06:00:00.000Z', end: '2026-03-08T08:00:00.000Z' }, // 01:00 EST – 04:00 EDT
    ];
    expect(busySpansOn(blocks, '2026-03-08', NY)).toEqual([
      { start: 60, end: 240 },
      { start: 600, end: 660 },
    ]);
  });

  it('given a span, should name its hours in the reader\'s clock, a span to midnight ending at 12:00 AM / 00:00', () => {
    expect(busySpanRange({ start: 360, end: 420 }, 'h12')).toBe('6:00 AM–7:00 AM');
    expect(busySpanRange({ start: 1320, end: 1440 }, 'h23')).toBe('22:00–00:00');
  });
});
