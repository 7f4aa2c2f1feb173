import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatRemainingResponse, chatSendResponse } from '../../../../domain/contract/chat';
import { chatMessages } from '../../../../server/db/schema/index';
import { REMAINING_REPLAY_MAX, REMAINING_REPLAY_MS } from '../../../../server/repositories/chat-repository';
import { build, login, type Login } from '../../helper';

/**
 * remaining from the newest id a tab holds (server/repositories/chat-repository.ts
 * remaining). Live delivery is not in id order: two processes commit and fan
 * out at once, and one message can be on its way through Redis while a newer
 * one is already delivered from the tab's own process. If the connection drops
 * in between (Redis or that process dying), the tab holds the newer id and a
 * catch-up strictly after it would skip the other for good. The answer carries
 * again the newest messages of the half-minute before lastMessageId.
 */
const t = build();

const send = async (from: Login, to: Login, message: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat/message/send/text', headers: from.headers, payload: { message, receiverIds: [to.userId], isGroup: false } });
  expect(res.statusCode, res.body).toBe(200);
  return chatSendResponse.parse(res.json()).receiverInfoId;
};
const remaining = async (who: Login, lastId: number) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/chat/message/remaining/${who.userId}/${lastId}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return chatRemainingResponse.parse(res.json()).messages.map((m) => m.id);
};
/** Moves messages' send time back, as if sent that long ago. */
const age = (ids: number[], ms: number) =>
  t.app.db
    .update(chatMessages)
    .set({ sentAt: sql`${chatMessages.sentAt} - make_interval(secs => ${ms / 1000})` })
    .where(inArray(chatMessages.id, ids));

describe('GET chat/message/remaining: the replay before lastMessageId', () => {
  it('given a tab holding a newer message than one it missed, should answer the missed one too, and what came after', async () => {
    const [rivera, sam] = await Promise.all([login(t.app, 'dr.rivera'), login(t.app, 'sam.staff')]);
    const missed = await send(rivera, sam, 'lost on its way through Redis');
    const held = await send(sam, rivera, 'delivered: the newest id the tab holds');
    const later = await send(rivera, sam, 'sent while the tab was away');
    expect(await remaining(sam, held)).toEqual(expect.arrayContaining([missed, held, later]));
    // The replay is only for the tab's own conversations.
    const chen = await login(t.app, 'dr.chen');
    expect(await remaining(chen, held)).not.toEqual(expect.arrayContaining([missed]));
  });

  it('given messages sent longer than the window before lastMessageId, should not answer them again', async () => {
    const [rivera, sam] = await Promise.all([login(t.app, 'dr.rivera'), login(t.app, 'sam.staff')]);
    const old = await send(rivera, sam, 'read long ago');
    const held = await send(rivera, sam, 'the newest held');
    await age([old], REMAINING_REPLAY_MS + 5000);
    const answer = await remaining(sam, held);
    expect(answer).toContain(held);
    expect(answer).not.toContain(old);
  });

  it('given a burst before lastMessageId, should replay only its newest few, never at the cost of what came after', async () => {
    const [rivera, sam] = await Promise.all([login(t.app, 'dr.rivera'), login(t.app, 'sam.staff')]);
    const burst: number[] = [];
    for (let i = 0; i < REMAINING_REPLAY_MAX + 5; i++) burst.push(await send(rivera, sam, `burst ${i}`));
    const held = burst.at(-1)!;
    const after = await send(rivera, sam, 'after the burst');
    expect(await remaining(sam, held)).toEqual([...burst.slice(-REMAINING_REPLAY_MAX), after]);
  });

  it('given a lastMessageId no message has, should answer only what came after it', async () => {
    const [rivera, sam] = await Promise.all([login(t.app, 'dr.rivera'), login(t.app, 'sam.staff')]);
    const first = await send(rivera, sam, 'before the gap');
    const next = await send(rivera, sam, 'after the gap');
    await t.app.db.delete(chatMessages).where(eq(chatMessages.id, first));
    expect(await remaining(sam, first)).toEqual([next]);
  });
});
