/** The detail screen's helpers: delete/cancel ids, refresh payloads, video targets and past sessions, realtime concern. */
import { describe, expect, it, vi } from 'vitest';
import { isDeletableId, refreshPayloadOf } from '../../../../features/appointments/api/delete-appointment';
import { concernsAppointment } from '../../../../features/appointments/detail/refresh-concerns';
import { isPastSession, sessionEnd, videoTarget } from '../../../../features/appointments/detail/video-session';
import { openBlankTab } from '../../../../ui/utils/open-blank-tab';
import { officeAppointment, videoAppointment } from '../../../../stories/features/appointment-detail-fixtures';

describe('isDeletableId', () => {
  it('given a non-numeric id, should refuse it (spec 5: nothing happens)', () => {
    expect(isDeletableId(12)).toBe(true);
    expect(isDeletableId(Number.NaN)).toBe(false);
    expect(isDeletableId('12')).toBe(false);
    expect(isDeletableId(0)).toBe(false);
    expect(isDeletableId(1.5)).toBe(false);
  });
});

describe('refreshPayloadOf', () => {
  it('should name the appointment, the action, the provider and every changed day', () => {
    const payload = refreshPayloadOf(
      {
        success: true,
        appointments: [
          { id: 5, app_date: '2026-11-30' },
          { id: 6, app_date: '2026-12-07' },
        ],
        delete_required: ['2026-11-30'],
        refresh_required: [],
        refresh_total: ['2026-11-30'],
      },
      { id: 5, app_date: '2026-11-30', provider_id: 7 },
      'delete',
    );
    expect(payload).toEqual({
      appointment: { id: 5, app_date: '2026-11-30' },
      provider_id: 7,
      deleteOrCancel: 'delete',
      delete_required: ['2026-11-30'],
      refresh_required: [],
      refresh_total: ['2026-11-30', '2026-12-07'],
    });
  });
});

const HOST = 'a'.repeat(64);
const GUEST = 'b'.repeat(64);
const connectAppointment = { ...videoAppointment, connectcode: HOST, clientConnectcode: GUEST };

describe('videoTarget', () => {
  it('given a Connect appointment, should open this app\'s room with the host code for staff', () => {
    expect(videoTarget(connectAppointment, 'https://meadow.example', false)).toEqual({
      kind: 'connect',
      code: HOST,
      url: `https://meadow.example/connect/${HOST}`,
    });
  });
  it('given a portal user, should use the client code, never the host code', () => {
    expect(videoTarget(connectAppointment, 'https://meadow.example/', true)).toMatchObject({ url: `https://meadow.example/connect/${GUEST}` });
    expect(videoTarget({ ...connectAppointment, clientConnectcode: null }, 'https://meadow.example', true)).toEqual({ kind: 'none' });
  });
  it('given a Secure Video appointment, should ask the login call for its id', () => {
    const secure = { ...videoAppointment, is_connect: 0 as const, secure_video_session_id: 'sv 1' };
    expect(videoTarget(secure, 'https://meadow.example', false)).toEqual({ kind: 'secure', id: videoAppointment.id });
  });
  it('given an office appointment, should give none', () => {
    expect(videoTarget(officeAppointment, 'https://meadow.example', false)).toEqual({ kind: 'none' });
  });
});

describe('isPastSession', () => {
  // 2026-11-26 17:00-17:45 America/New_York = 22:00-22:45 UTC.
  const a = { ...videoAppointment, timezone: 'America/New_York' };
  it('given the end in the appointment\'s zone has passed, should be past', () => {
    expect(sessionEnd(a).toISOString()).toBe('2026-11-26T22:45:00.000Z');
    expect(isPastSession(a, new Date('2026-11-26T22:45:00Z'))).toBe(true);
  });
  it('given a session under way or ahead, should not be past', () => {
    expect(isPastSession(a, new Date('2026-11-26T22:30:00Z'))).toBe(false);
    expect(isPastSession(a, new Date('2026-11-20T12:00:00Z'))).toBe(false);
  });
  it('given an end at or before the start, should end the next day', () => {
    const late = { ...a, app_start_hh: 11, app_start_tt: 1 as const, app_end_hh: 12, app_end_mm: 15, app_end_tt: 0 as const };
    expect(sessionEnd(late).toISOString()).toBe('2026-11-27T05:15:00.000Z');
  });
});

describe('openBlankTab', () => {
  it('given a blocked popup, should give null', () => {
    expect(openBlankTab(() => null)).toBeNull();
  });
  it('given an opened tab, should open it blank in the click, cut its opener and point it later', () => {
    const handle = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() } as unknown as Window;
    const open = vi.fn(() => handle);
    const tab = openBlankTab(open);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(handle.opener).toBeNull();
    tab?.go('https://meadow.example/connect/x');
    expect(handle.location.href).toBe('https://meadow.example/connect/x');
    tab?.close();
    expect(handle.close).toHaveBeenCalled();
  });
});

describe('concernsAppointment', () => {
  const shown = { id: 5, app_date: '2026-11-30', provider_id: 7 };
  it('given the same appointment, should concern it', () => {
    expect(concernsAppointment({ appointment: { id: 5, app_date: '2026-11-30' } }, shown)).toBe(true);
  });
  it('given its day at its provider, should concern it', () => {
    expect(concernsAppointment({ provider_id: 7, refresh_required: ['2026-11-30'] }, shown)).toBe(true);
    expect(concernsAppointment({ refresh_total: ['2026-11-30'] }, shown)).toBe(true);
  });
  it('given another provider or another day, should not', () => {
    expect(concernsAppointment({ provider_id: 8, refresh_required: ['2026-11-30'] }, shown)).toBe(false);
    expect(concernsAppointment({ provider_id: 7, refresh_required: ['2026-12-01'] }, shown)).toBe(false);
  });
});
