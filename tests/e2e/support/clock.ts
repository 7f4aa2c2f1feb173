/**
 * How the e2e browser (en-US, so 12-hour: issue 27 item 12) shows a time the
 * specs write on the 24-hour clock: '10:00' → '10:00 AM', '10:00–11:00' →
 * '10:00 AM–11:00 AM'. The add form's pickers and its URLs stay 24-hour.
 */
import { formatClockText, type HourCycle } from '../../../domain/time-style';

export const E2E_HOUR_CYCLE: HourCycle = 'h12';

export const shownClock = (hhmm: string): string => formatClockText(hhmm, E2E_HOUR_CYCLE);

export const shownRange = (range: string): string => range.split('–').map(shownClock).join('–');
