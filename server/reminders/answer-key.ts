import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema/index';

/** The server_keys row of the secret that signs reminder links (server/reminders/answer-token.ts). */
export const REMINDER_ANSWER_KEY = 'reminder-answer-key';

const loaded = new WeakMap<Db, Promise<string>>();

async function load(db: Db): Promise<string> {
  await db.insert(serverKeys).values({ name: REMINDER_ANSWER_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, REMINDER_ANSWER_KEY));
  if (!row) throw new Error('the reminder link key could not be stored');
  return row.value;
}

/**
 * Made on first use and shared by every process (insert if absent, then read
 * back whichever row won), so a link the job signed in one process opens in
 * any other. Kept per database handle once read; a failed read is retried.
 */
export function reminderAnswerKey(db: Db): Promise<string> {
  let key = loaded.get(db);
  if (!key) {
    key = load(db).catch((err: unknown) => {
      loaded.delete(db);
      throw err;
    });
    loaded.set(db, key);
  }
  return key;
}
