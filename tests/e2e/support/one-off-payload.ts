/**
 * A one-off appointment payload for the calls a spec makes itself (the
 * form is tested elsewhere): `minutes` long from `start`, in New York time,
 * ending at 23:59 when it would cross midnight.
 */
import { instantToLocal } from '../../../domain/appointments/local-time';
import type { AppointmentPayloadInput } from '../../../domain/contract/appointment';

export const E2E_ZONE = 'America/New_York';

export function oneOffPayload(o: {
  providerId: number;
  contactId: number;
  start: Date;
  minutes: number;
  extra: Partial<AppointmentPayloadInput>;
}): AppointmentPayloadInput {
  const s = instantToLocal(o.start, E2E_ZONE);
  const e = instantToLocal(new Date(o.start.getTime() + o.minutes * 60_000), E2E_ZONE);
  const date = { year: s.year, month: s.month, day_of_month: s.day };
  return {
    is_all_day: false,
    is_office: false,
    is_video: false,
    is_phone: false,
    is_other: false,
    date,
    time: { start_time: { hr: s.hour, min: s.minute, sec: 0 }, end_time: { hr: e.day === s.day ? e.hour : 23, min: e.day === s.day ? e.minute : 59, sec: 0 } },
    appointmentType: { id: o.contactId, type: 'person', name: '' },
    repeat: { info: { innerOrOuter: 'outer', selectedIndex: 0, custom: 1, weeklyOn: [false, false, false, false, false, false, false] }, startDate: date, endDate: 'never' },
    provider_id: o.providerId,
    notes: '',
    officeLocation: null,
    timezone: E2E_ZONE,
    allow_overlap: true,
    ...o.extra,
  };
}
