/**
 * The contact screen's two appointment lists: upcoming (today on, soonest
 * first) and past (before today, latest first), by the viewer's today.
 * Pure, unit tested.
 */
import type { SearchAppointment } from '../../../domain/contract/search';

type Dated = Pick<SearchAppointment, 'app_date' | 'app_start_hh' | 'app_start_mm' | 'app_start_tt' | 'is_all_day'>;

/** Minutes after midnight of the start (all-day first). */
function startMinutes(a: Dated): number {
  if (a.is_all_day === 1) return -1;
  const hour = (a.app_start_hh % 12) + (a.app_start_tt === 1 ? 12 : 0);
  return hour * 60 + a.app_start_mm;
}

const chronological = (a: Dated, b: Dated): number => a.app_date.localeCompare(b.app_date) || startMinutes(a) - startMinutes(b);

export function splitAppointments<T extends Dated>(appointments: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const sorted = [...appointments].sort(chronological);
  return {
    upcoming: sorted.filter((a) => a.app_date >= today),
    past: sorted.filter((a) => a.app_date < today).reverse(),
  };
}
