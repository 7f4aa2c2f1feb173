import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index';
import { practiceIdOf } from '../../../server/repositories/users-repository';
import { build, login } from '../helper';
import { connected, openSocket, recordEvents, sleep } from './socket-client';

/**
 * Issue 13 item 7: friendOnline / friendOffline reach only those who may chat
 * with the user (chat-repository.ts partners). In the demo practice of
 * dr.rivera: sam.staff (11), dana.delegate (24), and the portal users
 * alex.client (22) and jo.other (25); casey.client (22) is added here. Portal
 * users chat only with staff, so no portal user hears another one.
 */
const t = build();
let base = '';
let opened: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const [alex] = await t.app.db.select().from(users).where(eq(users.username, 'alex.client'));
  await t.app.db.insert(users).values({
    username: 'casey.client',
    passwordHash: alex!.passwordHash,
    role: 22,
    firstName: 'Casey',
    lastName: 'Quinn',
    subscriberId: alex!.subscriberId,
  });
});

afterEach(async () => {
  for (const s of opened) s.disconnect();
  opened = [];
  // Let the friendOffline of these sockets go out before the next test listens.
  await sleep(300);
});

type Presence = { userId: number };

async function online(...usernames: string[]) {
  const logins = await Promise.all(usernames.map((u) => login(t.app, u)));
  const sockets = logins.map((l) => openSocket(base, l, opened));
  await Promise.all(sockets.map(connected));
  return logins.map((l, i) => ({ ...l, socket: sockets[i]!, heard: recordEvents<Presence>(sockets[i]!, ['friendOnline', 'friendOffline']) }));
}

const about = (heard: { event: string; payload: Presence }[], userId: number) =>
  heard.filter((h) => h.payload.userId === userId).map((h) => h.event);

/** Waits until every listener has heard `event` about `userId`. */
async function untilHeard(listeners: { heard: { event: string; payload: Presence }[] }[], event: string, userId: number) {
  const deadline = Date.now() + 5000;
  while (!listeners.every((l) => about(l.heard, userId).includes(event))) {
    if (Date.now() > deadline) throw new Error(`${event} about user ${userId} not heard within 5 s`);
    await sleep(20);
  }
}

describe('presence', () => {
  it('given a portal user coming online and going offline, should tell the practice staff and no other portal user', async () => {
    const [rivera, sam, dana, alex, casey] = await online('dr.rivera', 'sam.staff', 'dana.delegate', 'alex.client', 'casey.client');
    await sleep(300);
    const [jo] = await online('jo.other');
    await untilHeard([rivera!, sam!, dana!], 'friendOnline', jo!.userId);
    jo!.socket.disconnect();
    await untilHeard([rivera!, sam!, dana!], 'friendOffline', jo!.userId);
    // Both went to staff in one emit each; a portal user's copy would have arrived by now.
    await sleep(300);
    expect(about(alex!.heard, jo!.userId)).toEqual([]);
    expect(about(casey!.heard, jo!.userId)).toEqual([]);
  });

  it('given a second portal client, should announce neither client to the other', async () => {
    const [rivera, alex] = await online('dr.rivera', 'alex.client');
    await sleep(300);
    const [casey] = await online('casey.client');
    await untilHeard([rivera!], 'friendOnline', casey!.userId);
    await sleep(300);
    expect(about(alex!.heard, casey!.userId)).toEqual([]);
    expect(about(casey!.heard, alex!.userId)).toEqual([]);
  });

  it('given staff coming online, should announce it to the portal users who may chat with them, and not to another practice', async () => {
    const [alex, jo, chen] = await online('alex.client', 'jo.other', 'dr.chen');
    await sleep(300);
    const [sam] = await online('sam.staff');
    await untilHeard([alex!, jo!], 'friendOnline', sam!.userId);
    sam!.socket.disconnect();
    await untilHeard([alex!, jo!], 'friendOffline', sam!.userId);
    await sleep(300);
    expect(about(chen!.heard, sam!.userId)).toEqual([]);
  });

  it("given a portal user's parentMessageReceived, should list online staff but no online portal user", async () => {
    const [rivera, jo, casey] = await online('dr.rivera', 'jo.other', 'casey.client');
    const alex = await login(t.app, 'alex.client');
    const socket = openSocket(base, alex, opened);
    const first = new Promise<{ onlineFriends: number[] }>((resolve) => socket.once('parentMessageReceived', resolve));
    await connected(socket);
    const { onlineFriends } = await first;
    expect(onlineFriends).toContain(rivera!.userId);
    expect(onlineFriends).not.toContain(jo!.userId);
    expect(onlineFriends).not.toContain(casey!.userId);
  });

  it("given a user's second socket, should announce only the first and go offline only with the last", async () => {
    const [rivera] = await online('dr.rivera');
    await sleep(300);
    const [sam] = await online('sam.staff');
    const second = openSocket(base, { userId: sam!.userId, token: sam!.token }, opened);
    await connected(second);
    await untilHeard([rivera!], 'friendOnline', sam!.userId);
    sam!.socket.disconnect();
    await sleep(300);
    expect(about(rivera!.heard, sam!.userId)).toEqual(['friendOnline']);
    second.disconnect();
    await untilHeard([rivera!], 'friendOffline', sam!.userId);
    expect(about(rivera!.heard, sam!.userId)).toEqual(['friendOnline', 'friendOffline']);
  });

  it('given every pair of users, should find the chat-partner rule symmetric (A hears B exactly when A may chat with B)', async () => {
    const everyone = await t.app.db.select().from(users);
    const partnersOf = new Map<number, Set<number>>();
    for (const u of everyone) {
      const partners = await t.app.chatRepository.partners({ id: u.id, role: u.role, practiceId: practiceIdOf(u) });
      partnersOf.set(u.id, new Set(partners.map((p) => p.id)));
    }
    const oneSided = everyone.flatMap((a) =>
      everyone
        .filter((b) => partnersOf.get(a.id)!.has(b.id) !== partnersOf.get(b.id)!.has(a.id))
        .map((b) => `${a.username} / ${b.username}`),
    );
    expect(oneSided).toEqual([]);
    // The rule is not vacuous: staff and clients pair up, two portal users never do.
    const id = (name: string) => everyone.find((u) => u.username === name)!.id;
    expect(partnersOf.get(id('alex.client'))).toEqual(new Set([id('dr.rivera'), id('sam.staff'), id('dana.delegate')]));
    expect(partnersOf.get(id('dr.rivera'))!.has(id('casey.client'))).toBe(true);
  });
});
