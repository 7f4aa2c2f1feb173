import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments } from '../../../server/db/schema/index';
import { reminderAnswerKey } from '../../../server/reminders/answer-key';
import { answerUrlOf } from '../../../server/reminders/answer-url';

/** The token of a reminder's link to a seeded client appointment still ahead, made as the reminder job makes it. */
export async function liveAnswerToken(app: FastifyInstance): Promise<string> {
  const [row] = await app.db
    .select({ id: appointments.id, startsAt: appointments.startsAt, clientId: appointments.clientId })
    .from(appointments)
    .where(and(eq(appointments.clientType, 'person'), eq(appointments.isDeleted, false), eq(appointments.isCancelled, false), gt(appointments.startsAt, new Date(Date.now() + 3_600_000))))
    .orderBy(asc(appointments.id))
    .limit(1);
  if (!row?.clientId) throw new Error('the seed holds no client appointment ahead');
  const url = answerUrlOf(await reminderAnswerKey(app.db), 'https://meadow.example', row.id, Math.floor(row.startsAt.getTime() / 1000), `c:${row.clientId}`);
  return url!.split('/r/')[1]!;
}
