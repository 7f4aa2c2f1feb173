/**
 * The add screen's optional query (`/add?date=2026-11-25&start=14:30`): the
 * calendar opens the form on a tapped slot. Pure; a value that is not a real
 * day or a 24-hour time is ignored, so a hand-typed link never opens a
 * broken form. `?contact=person-12` (the contact screen's Book, issue 27
 * item 7) chooses that contact once the form's contacts are loaded.
 * `?provider=<id>` (a team view's lane, issue 27 item 6) is read as a
 * positive 32-bit id; the form decides whether the user may book for it.
 */
import { isIsoDay } from '../../../domain/appointments/form-payload';
import { parseIso } from '../../../domain/appointments/recurrence';
import { isRealDate } from '../../../domain/appointments/rules';
import type { TwentyFourHourTime } from '../../../domain/clock';
import { parseContactParam, type ContactRef } from '../../../domain/contacts/contact-link';
import { payloadDate } from '../../../domain/contract/appointment';

export interface AddQuery {
  /** 'YYYY-MM-DD'. */
  date?: string;
  start?: TwentyFourHourTime;
  contact?: ContactRef;
  /** A provider id (the team view's lane); the form uses it only when the user may book for that provider. */
  provider?: number;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** A positive 32-bit id in plain digits. */
const ID = /^[1-9]\d{0,9}$/;

/** `date`, `start`, `contact` and `provider` of a query string ('?date=…&start=…' or without the '?'); invalid ones left out. */
export function parseAddQuery(search: string): AddQuery {
  const params = new URLSearchParams(search);
  const query: AddQuery = {};
  const date = params.get('date');
  if (date !== null && isIsoDay(date)) {
    const { year, month, day } = parseIso(date);
    const parts = { year, month, day_of_month: day };
    // A day the save would refuse ('incorrect date') is no better than none.
    if (isRealDate(parts) && payloadDate.safeParse(parts).success) query.date = date;
  }
  const match = TIME.exec(params.get('start') ?? '');
  if (match) query.start = { hour: Number(match[1]), minute: Number(match[2]) };
  const provider = params.get('provider') ?? '';
  if (ID.test(provider) && Number(provider) <= 2_147_483_647) query.provider = Number(provider);
  const contact = parseContactParam(search);
  if (contact !== null) query.contact = contact;
  return query;
}
