import { useAtomValue } from 'jotai';
import { portalAppointmentTitle, seesPortalTitles } from '../../../domain/appointments/portal-title';
import type { WeekEntry } from '../../../domain/calendar/cache';
import { summaryTitle } from '../../../domain/calendar/summary';
import type { CalendarAppointmentFields } from '../../../domain/contract/calendar';
import { profileAtom } from '../../session/atoms';
import { portalTitleWords } from '../../session/copy';

/**
 * How the viewer titles an appointment: by contact kind and the practice's
 * name settings, or, for a portal client (22), by the provider and the kind
 * of session.
 */
export function useSummaryTitle(week: WeekEntry | undefined): (a: CalendarAppointmentFields) => string {
  const viewerRole = useAtomValue(profileAtom)?.userRole;
  const portal = seesPortalTitles(viewerRole);
  const names = { clientNameFormat: week?.clientNameFormat ?? 1, clientNameOrder: week?.clientNameOrder ?? 1, viewerRole };
  return (a) => (portal ? portalAppointmentTitle(a, portalTitleWords) : summaryTitle(a, names));
}
