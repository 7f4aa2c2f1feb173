/**
 * A personal calendar service for tests (issue 28 item 2): a real HTTP
 * server on 127.0.0.1 that answers each path as the test sets it (a feed,
 * a status, a redirect, a slow or an endless answer). The server reaches it
 * only through the test allowance BUSY_FEED_ALLOW_HOSTS=127.0.0.1.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FeedAnswer =
  | { kind: 'feed'; body: string; contentType?: string }
  | { kind: 'status'; status: number }
  | { kind: 'redirect'; location: string }
  /** Headers at once, the body after `ms` (longer than the fetch's deadline). */
  | { kind: 'slow'; ms: number; body: string }
  /** `bytes` of calendar-looking text, without a Content-Length. */
  | { kind: 'huge'; bytes: number };

export interface FeedServer {
  origin: string;
  /** How many requests each path got. */
  hits: Map<string, number>;
  set(path: string, answer: FeedAnswer): void;
  close(): Promise<void>;
}

function writeHuge(res: ServerResponse, bytes: number): void {
  res.writeHead(200, { 'content-type': 'text/calendar' });
  const line = 'BEGIN:VCALENDAR\r\n' + 'X-FILLER:' + 'x'.repeat(1000) + '\r\n';
  let sent = 0;
  const pump = (): void => {
    while (sent < bytes) {
      sent += line.length;
      if (!res.write(line)) {
        res.once('drain', pump);
        return;
      }
    }
    res.end();
  };
  res.on('error', () => undefined);
  pump();
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const a = answers.get(path) ?? { kind: 'status', status: 404 };
    res.on('error', () => undefined);
    switch (a.kind) {
      case 'feed':
        res.writeHead(200, { 'content-type': a.contentType ?? 'text/calendar; charset=utf-8' });
        res.end(a.body);
        return;
      case 'status':
        res.writeHead(a.status);
        res.end();
        return;
      case 'redirect':
        res.writeHead(302, { location: a.location });
        res.end();
        return;
      case 'slow': {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const timer = setTimeout(() => {
          timers.delete(timer);
          res.end(a.body);
        }, a.ms);
        timers.add(timer);
        return;
      }
      case 'huge':
        writeHuge(res, a.bytes);
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    set: (path, answer) => answers.set(path, answer),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An iCalendar text from VEVENT bodies (each a list of lines), CRLF as RFC 5545 wants. */
export function ics(events: readonly string[][], extra: readonly string[] = []): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Meadow tests//Busy feed//EN', ...extra];
  for (const e of events) lines.push('BEGIN:VEVENT', ...e, 'END:VEVENT');
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}
