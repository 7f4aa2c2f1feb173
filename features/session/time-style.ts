/**
 * The signed-in user's time style (issue 27 item 12): the browser's locale
 * decides 12- or 24-hour on every screen (Intl resolves the device's
 * language and any -u-hc- preference); screens read this atom and format
 * with domain/time-style.ts. A primitive atom, so tests and a later setting
 * can set it.
 */
import { atom } from 'jotai';
import { DEFAULT_LOCALE, hourCycleOf, type DateTimeStyle } from '../../domain/time-style';

export function deviceTimeStyle(): DateTimeStyle {
  const locale = typeof Intl === 'undefined' ? DEFAULT_LOCALE : Intl.DateTimeFormat().resolvedOptions().locale;
  return { locale, hourCycle: hourCycleOf(locale) };
}

export const timeStyleAtom = atom<DateTimeStyle>(deviceTimeStyle());

/** The hour cycle alone, for screens that show only times. */
export const hourCycleAtom = atom((get) => get(timeStyleAtom).hourCycle);
