/**
 * What a signed-in tab keeps running on every route, loaded on demand once
 * signed in (app.tsx): the one socket, and the calendar's subscription to
 * refreshRequest and this tab's own appointment changes.
 */
import { CalendarRealtime } from '../features/calendar';
import { RealtimeConnection } from '../features/realtime/lazy';

export default function SignedInServices() {
  return (
    <>
      <RealtimeConnection />
      <CalendarRealtime />
    </>
  );
}
