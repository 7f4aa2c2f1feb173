import { describe, expect, it } from 'vitest';
import { isoDayIn, viewerTimeZone } from '../../../../domain/mail/viewer-zone';

describe("the viewer's time zone", () => {
  it("given the profile's zone, should use it; given none or an unknown one, the device's", () => {
    expect(viewerTimeZone('Europe/Berlin', 'America/New_York')).toBe('Europe/Berlin');
    expect(viewerTimeZone('', 'America/New_York')).toBe('America/New_York');
    expect(viewerTimeZone('Mars/Olympus', 'America/New_York')).toBe('America/New_York');
    expect(viewerTimeZone(undefined, 'UTC')).toBe('UTC');
  });

  it("should name today's date as the viewer sees it", () => {
    const lateEvening = new Date('2026-06-02T02:30:00.000Z');
    expect(isoDayIn(lateEvening, 'America/New_York')).toBe('2026-06-01');
    expect(isoDayIn(lateEvening, 'Europe/Berlin')).toBe('2026-06-02');
  });
});
