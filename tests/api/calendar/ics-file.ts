import ICAL from 'ical.js';

/**
 * Reads an .ics as a calendar app does, with ical.js (not our writer's
 * code): its VTIMEZONEs registered, then its one VEVENT.
 */
export function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // Only this file's zones: none left from an earlier read may stand in for them.
  ICAL.TimezoneService.reset();
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  return {
    calendar,
    vevent,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    location: event.location,
    url: vevent.getFirstPropertyValue('url'),
    status: vevent.getFirstPropertyValue('status'),
    tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
    startsAt: event.startDate.toJSDate(),
    endsAt: event.endDate.toJSDate(),
  };
}
