/** Busy time in (issue 28 item 2): the signed-in provider's personal calendars (domain/contract/busy-calendars.ts). */
import { busyCalendarDone, busyCalendarSaved, busyCalendarsResponse } from '../../../domain/contract/busy-calendars';
import { request } from '../../api/client';

export const getBusyCalendars = (signal?: AbortSignal) => request('get', 'busy_calendars', busyCalendarsResponse, { signal });

export const addBusyCalendar = (url: string, label: string) => request('post', 'busy_calendars', busyCalendarSaved, { json: { url, label } });

export const removeBusyCalendar = (id: number) => request('delete', `busy_calendars/${id}`, busyCalendarDone);

export const refreshBusyCalendar = (id: number) => request('post', `busy_calendars/${id}/refresh`, busyCalendarDone);
