import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { APPOINTMENT_TYPE } from '../../../domain/codes';
import { appointments, clients, users } from '../../../server/db/schema/index';

export const userId = async (app: Pick<FastifyInstance, 'db'>, username: string): Promise<number> => {
  const [u] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!u) throw new Error(`no user ${username}`);
  return u.id;
};

/** alex.client's own client record (the portal client's appointments are the ones that name it). */
export const alexClientId = async (app: Pick<FastifyInstance, 'db'>): Promise<number> => {
  const [c] = await app.db.select({ id: clients.id }).from(clients).where(eq(clients.userId, await userId(app, 'alex.client')));
  if (!c) throw new Error('alex.client has no client record');
  return c.id;
};

export interface VideoRow {
  id: number;
  connectcode: string | null;
  clientConnectcode: string | null;
  secureVideoSessionId: string | null;
}

/** A video appointment of dr.rivera's with alex.client, `startMin`..`endMin` minutes from now. */
export async function videoAppointment(
  app: Pick<FastifyInstance, 'db'>,
  kind: 'connect' | 'secure' | 'other',
  startMin: number,
  endMin: number,
  extra: { isCancelled?: boolean; isDeleted?: boolean } = {},
): Promise<VideoRow> {
  const rivera = await userId(app, 'dr.rivera');
  const startsAt = new Date(Date.now() + startMin * 60_000);
  const [row] = await app.db
    .insert(appointments)
    .values({
      providerId: rivera,
      startsAt,
      endsAt: new Date(Date.now() + endMin * 60_000),
      timezone: 'America/New_York',
      appDate: startsAt.toISOString().slice(0, 10),
      type: APPOINTMENT_TYPE.video,
      isVideo: true,
      isConnect: kind === 'connect',
      // Any value asks the trigger for a random room name.
      secureVideoSessionId: kind === 'secure' ? 'x' : null,
      clientId: await alexClientId(app),
      clientType: 'person',
      officeLocationId: null,
      createdBy: rivera,
      ...extra,
    })
    .returning({
      id: appointments.id,
      connectcode: appointments.connectcode,
      clientConnectcode: appointments.clientConnectcode,
      secureVideoSessionId: appointments.secureVideoSessionId,
    });
  return row!;
}
