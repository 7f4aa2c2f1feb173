import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { instantToLocal } from '../../../domain/appointments/local-time';
import type { AppointmentPayloadInput } from '../../../domain/contract/appointment';
import { buildApp } from '../../../server/app';
import type { Config } from '../../../server/config';
import { REMINDER_SWEEP_JOB } from '../../../server/jobs/reminders';
import { REMINDER_JOB } from '../../../server/repositories/reminders-repository';
import { jobHandlers } from '../../../server/jobs/jobs';
import { createJobWorker, type JobWorker } from '../../../server/jobs/worker';
import { publicUrlOf } from '../../../server/outbound/public-url';
import type { OutboundSms, SmsTransport } from '../../../server/outbound/sms/sms-transport';
import { type FreshDatabase, freshDatabase, testConfig } from '../helper';
import { oneOff, type Ymd } from '../routes/appointment/write-helpers';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture';

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface ReminderKit {
  readonly app: FastifyInstance;
  readonly config: Config;
  readonly smtp: SmtpCapture;
  /** SMS handed to the transport. */
  readonly sms: OutboundSms[];
  /** A worker with the real handlers and no recurring schedule: tests say when the sweep runs. */
  readonly worker: JobWorker;
}

/**
 * The app with mail going to an in-process SMTP server, and a job worker
 * whose clock the test may move. One per file, like build().
 */
export function buildReminderApp(
  overrides: Partial<Config> = {},
  clock: () => Date = () => new Date(),
  /** The kinds its worker claims (the waitlist's tests name theirs). */
  kinds: readonly string[] = [REMINDER_SWEEP_JOB, REMINDER_JOB],
): ReminderKit {
  let app: FastifyInstance | undefined;
  let fresh: FreshDatabase | undefined;
  let smtp: SmtpCapture | undefined;
  let worker: JobWorker | undefined;
  const sms: OutboundSms[] = [];
  const config = testConfig({ publicUrl: 'https://meadow.example', secureVideoBaseUrl: 'https://video.example/rooms', ...overrides });
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    config.smtpUrl = smtp.url;
    fresh = await freshDatabase();
    const built = await buildApp({ config, database: await fresh.open(), logger: false });
    app = built;
    await built.ready();
    const transport: SmsTransport = { name: 'log', send: async (m) => void sms.push(m) };
    worker = createJobWorker({
      db: built.database.db,
      handlers: jobHandlers({
        mailer: app.mailer,
        sms: transport,
        publicUrl: publicUrlOf(config),
        secureVideoBaseUrl: config.secureVideoBaseUrl,
        push: built.push,
        onlineUserIds: (ids) => built.realtime.onlineUserIds(ids),
      }),
      log: silentLog,
      batch: 50,
      now: clock,
      // The reminders only: a write's push (the outbox) would count as a claim of the sweep.
      kinds,
    });
    // The seed's own reminders would mix with the test's.
    await app.database.db.execute(sql`update appointments set video_invitepref = 'N'`);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await fresh?.drop();
  }, 60_000);
  const get = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('built in beforeAll');
    return v;
  };
  return {
    get app() {
      return get(app);
    },
    config,
    get smtp() {
      return get(smtp);
    },
    sms,
    get worker() {
      return get(worker);
    },
  };
}

export const NY = 'America/New_York';

/** The local day and time in `zone` of an instant, as a payload's date and time. */
export function localAt(at: Date, zone: string): { date: Ymd; start: [number, number]; end: [number, number] } {
  const l = instantToLocal(at, zone);
  const endMinute = Math.min(l.hour * 60 + l.minute + 30, 23 * 60 + 59);
  return { date: [l.year, l.month, l.day], start: [l.hour, l.minute], end: [Math.floor(endMinute / 60), endMinute % 60] };
}

/** A one-off video appointment (Connect unless told) with a reminder, `hoursAhead` from now, in New York time. */
export function videoPayload(o: {
  providerId: number;
  contactId: number;
  at: Date;
  pref?: 'E' | 'S' | 'N';
  connect?: boolean;
  notes?: string;
  contactType?: 'person' | 'other_event' | 'group_appointment';
}): AppointmentPayloadInput {
  const t = localAt(o.at, NY);
  const base = oneOff({ providerId: o.providerId, contactId: o.contactId, date: t.date, start: t.start, end: t.end });
  return {
    ...base,
    is_office: false,
    is_video: true,
    officeLocation: null,
    meadow_video: true,
    connect_video: o.connect ?? true,
    video_invitepref: o.pref ?? 'E',
    notes: o.notes ?? '',
    timezone: NY,
    allow_overlap: true,
    appointmentType: { id: o.contactId, type: o.contactType ?? 'person', name: '' },
  };
}

export const uniqueEmail = (label: string) => `${label}-${randomBytes(3).toString('hex')}@client.example`;

export const hoursFromNow = (h: number) => new Date(Math.floor((Date.now() + h * 3_600_000) / 60_000) * 60_000);

/** A one-off appointment of a kind other than video (issue 26 item 2), with a reminder, in New York time. */
export function kindPayload(o: {
  providerId: number;
  contactId: number;
  at: Date;
  kind: 'office' | 'phone' | 'other';
  pref: 'E' | 'S' | 'B' | 'N';
  /** An office of the provider; without it the office is the custom 'Room 1'. */
  officeId?: number;
  notes?: string;
  contactType?: 'person' | 'other_event' | 'group_appointment' | 'event_appointment';
}): AppointmentPayloadInput {
  const t = localAt(o.at, NY);
  const base = oneOff({ providerId: o.providerId, contactId: o.contactId, date: t.date, start: t.start, end: t.end });
  return {
    ...base,
    is_office: o.kind === 'office',
    is_phone: o.kind === 'phone',
    is_other: o.kind === 'other',
    officeLocation: o.kind !== 'office' ? null : o.officeId === undefined ? base.officeLocation : { custom: false, value: o.officeId },
    video_invitepref: o.pref,
    notes: o.notes ?? '',
    timezone: NY,
    allow_overlap: true,
    appointmentType: { id: o.contactId, type: o.contactType ?? 'person', name: '' },
  };
}
