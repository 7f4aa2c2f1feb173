/** The detail screen's helpers: delete/cancel ids, refresh payloads, video URLs, realtime concern. */
import { describe, expect, it, vi } from 'vitest';
import { isDeletableId, refreshPayloadOf } from '../../../../features/appointments/api/delete-appointment';
import { concernsAppointment } from '../../../../features/appointments/detail/refresh-concerns';
import { openVideoSession, videoSessionUrl } from '../../../../features/appointments/detail/video-session';
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

describe('videoSessionUrl', () => {
  it('given no service address, should give none', () => {
    expect(videoSessionUrl(videoAppointment, null, false)).toBeNull();
  });
  it('given a connect appointment, should use the provider code, or the client code on the portal side', () => {
    expect(videoSessionUrl(videoAppointment, 'https://video.example', false)).toBe('https://video.example/connect/C-1003');
    expect(videoSessionUrl(videoAppointment, 'https://video.example', true)).toBe('https://video.example/connect/CC-1003');
  });
  it('given a secure video session, should use its join page', () => {
    const secure = { ...videoAppointment, is_connect: 0 as const, secure_video_session_id: 'sv 1' };
    expect(videoSessionUrl(secure, 'https://video.example', false)).toBe('https://video.example/join/sv%201');
  });
  it('given neither code, should give none', () => {
    expect(videoSessionUrl(officeAppointment, 'https://video.example', false)).toBeNull();
  });
});

describe('openVideoSession', () => {
  it('given no URL, should open nothing', () => {
    const open = vi.fn();
    expect(openVideoSession(null, open)).toBe('noUrl');
    expect(open).not.toHaveBeenCalled();
  });
  it('given a blocked popup, should say so', () => {
    expect(openVideoSession('https://video.example/x', () => null)).toBe('blocked');
  });
  it('given an opened tab, should cut its opener', () => {
    const handle = { opener: {} } as unknown as Window;
    expect(openVideoSession('https://video.example/x', () => handle)).toBe('opened');
    expect(handle.opener).toBeNull();
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
