export function BusyCalendarsSection(): null {
  return null;
}
