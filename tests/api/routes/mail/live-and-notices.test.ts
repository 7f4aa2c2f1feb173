import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_BOX } from '../../../../domain/codes';
import { type MailReceivedPayload, mailReceivedPayload } from '../../../../domain/contract/mail';
import { buildApp } from '../../../../server/app';
import { secureMailNoticeWording } from '../../../../server/outbound/secure-mail-notice';
import { build, type Login, testConfig } from '../../helper';
import { parseMail } from '../../mail-message';
import { type OutboxFile, readOutbox, waitForOutbox } from '../../outbox';
import { compose, type DemoUsers, loginDemo, mailApi } from './mail-api';

/**
 * mailReceived to every open socket of each recipient (spec 4, issue 12),
 * and the ordinary e-mail to a recipient with none open: it says only that a
 * secure message waits, with the inbox link (issue 12 "Outbound e-mail").
 * With REDIS_URL set the realtime plugin runs on the Redis adapter, and the
 * last block checks delivery and presence across two app instances.
 */
const PUBLIC_URL = 'https://meadow.test';
const t = build({ publicUrl: PUBLIC_URL });
const api = mailApi(t);
let u: DemoUsers;
let p: number;
let base = '';
const sockets: Socket[] = [];
/** Every mailReceived each socket heard, in order. */
const heard = new Map<Socket, MailReceivedPayload[]>();

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  u = await loginDemo(t);
  p = u.rivera.userId;
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

/** A socket of the user, ready (its first parentMessageReceived arrived, so it is in its rooms). */
async function open(who: Login, at = base): Promise<Socket> {
  const socket = connect(at, { path: '/socket.io', auth: { userId: who.userId, token: who.token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  heard.set(socket, []);
  socket.on('mailReceived', (payload: MailReceivedPayload) => heard.get(socket)!.push(payload));
  await nextEvent(socket, 'parentMessageReceived');
  return socket;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits (bounded) until none of the user's sockets counts as online any more. */
async function offline(app: FastifyInstance, userId: number): Promise<void> {
  for (let i = 0; i < 100 && (await app.realtime.onlineUserIds([userId])).length > 0; i++) await sleep(20);
  expect(await app.realtime.onlineUserIds([userId])).toEqual([]);
}

const outbox = () => readOutbox(t.config.outboxDir);
const toOf = (f: OutboxFile) => parseMail(f.raw).header('to');

describe('mailReceived', () => {
  let alexTab1: Socket;
  let alexTab2: Socket;
  let riveraTab: Socket;
  let samTab: Socket;

  beforeAll(async () => {
    [alexTab1, alexTab2, riveraTab, samTab] = await Promise.all([open(u.alex), open(u.alex), open(u.rivera), open(u.sam)]);
  });

  it("given the recipient has two open sockets, should reach both with the recipient's list entry, and neither the sender nor anyone else", async () => {
    const got = Promise.all([nextEvent<unknown>(alexTab1, 'mailReceived'), nextEvent<unknown>(alexTab2, 'mailReceived')]);
    const sent = await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'Live one', body: '<p>Are you free at 4?</p>' }), [
      { name: 'plan.txt', data: 'plan' },
    ]);
    const [one, two] = await got;
    const entry = mailReceivedPayload.strict().parse(one);
    expect(two).toEqual(entry);
    const [newest] = await api.listOk(u.alex, { box: MAIL_BOX.inbox, providerId: p });
    expect(entry).toEqual(newest);
    expect(entry).toMatchObject({
      messageId: sent.mail.messageId,
      boxCode: MAIL_BOX.inbox,
      folderId: 0,
      readStatus: 0,
      isFavourite: false,
      sub: 'Live one',
      from: 'Maria Rivera',
      fromId: u.rivera.userId,
      to: 'Alex Morgan',
      preview: 'Are you free at 4?',
      hasAttachment: true,
      providerId: p,
    });
    expect(entry.mailBoxId).not.toBe(sent.mailBoxId);

    // A later mail to sam arrives at sam's socket: by then anything meant for the others had arrived too.
    const samGot = nextEvent<MailReceivedPayload>(samTab, 'mailReceived');
    await api.sendOk(u.rivera, compose({ providerId: p, to: [u.sam.userId], subject: 'For sam only' }));
    expect((await samGot).sub).toBe('For sam only');
    await sleep(100);
    expect(heard.get(riveraTab)).toEqual([]);
    expect(heard.get(samTab)!.map((m) => m.sub)).toEqual(['For sam only']);
    expect(heard.get(alexTab1)!.map((m) => m.sub)).toEqual(['Live one']);
    expect(heard.get(alexTab2)!.map((m) => m.sub)).toEqual(['Live one']);
  });

  it('given two recipients, should send each their own entry', async () => {
    const alexGot = nextEvent<MailReceivedPayload>(alexTab1, 'mailReceived');
    const samGot = nextEvent<MailReceivedPayload>(samTab, 'mailReceived');
    await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId, u.sam.userId], subject: 'For both' }));
    const [forAlex, forSam] = await Promise.all([alexGot, samGot]);
    expect(forAlex.mailBoxId).toBe((await api.inboxEntryOf(u.alex, p, 'For both')).mailBoxId);
    expect(forSam.mailBoxId).toBe((await api.inboxEntryOf(u.sam, p, 'For both')).mailBoxId);
    expect(forAlex.to).toBe('Alex Morgan, Sam Okafor');
  });

  it('given a draft saved or a send refused, should announce nothing and e-mail no one', async () => {
    const filesBefore = (await outbox()).length;
    const counts = [...heard.values()].map((list) => list.length);
    expect((await api.draft(u.rivera, compose({ providerId: p, to: [u.alex.userId, u.jo.userId], subject: 'Not yet' }))).statusCode).toBe(200);
    expect((await api.send(u.alex, compose({ providerId: p, to: [u.jo.userId], subject: 'Refused' }))).statusCode).toBe(403);
    await sleep(200);
    await t.app.jobs.drain();
    expect([...heard.values()].map((list) => list.length)).toEqual(counts);
    expect(await outbox()).toHaveLength(filesBefore);
  });

  describe('the e-mail notice', () => {
    it('given one recipient online and one with no open socket, should e-mail exactly the offline one, saying only that a secure message waits', async () => {
      const before = (await outbox()).length;
      const alexGot = nextEvent(alexTab1, 'mailReceived');
      await api.sendOk(
        u.rivera,
        compose({ providerId: p, to: [u.alex.userId, u.jo.userId], subject: 'Quarterly results Xq7', body: '<p>Your assessment score Zk9 improved.</p>' }),
        [{ name: 'results-Wv3.pdf', data: '%PDF' }],
      );
      await alexGot;
      await t.app.jobs.drain();
      const files = await waitForOutbox(t.config.outboxDir, before + 1);
      await sleep(300);
      const all = await outbox();
      expect(all).toHaveLength(before + 1);
      const notice = all.filter((f) => !files.slice(0, before).some((old) => old.name === f.name));
      expect(notice.map(toOf)).toEqual(['jo@meadow.example']);
      expect(all.map(toOf)).not.toContain('alex@meadow.example');

      const mail = parseMail(notice[0]!.raw);
      expect(mail.header('subject')).toBe(secureMailNoticeWording.subject);
      expect(mail.text).toContain(`${PUBLIC_URL}/emails/inbox`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/emails/inbox"`);
      expect(notice[0]!.mode).toBe(0o600);
      for (const part of [mail.header('subject')!, mail.text!, mail.html!]) {
        for (const secret of ['Quarterly', 'Xq7', 'Zk9', 'assessment', 'results-Wv3', 'Maria', 'Rivera', 'Jo ', 'Lindqvist', 'Alex', 'Morgan']) {
          expect(part).not.toContain(secret);
        }
      }
    });

    it('given the recipient closed every socket, should e-mail them the next time', async () => {
      alexTab1.disconnect();
      alexTab2.disconnect();
      await offline(t.app, u.alex.userId);
      const before = (await outbox()).length;
      await api.sendOk(u.rivera, compose({ providerId: p, to: [u.alex.userId], subject: 'While away' }));
      await t.app.jobs.drain();
      const files = await waitForOutbox(t.config.outboxDir, before + 1);
      expect(toOf(files.at(-1)!)).toBe('alex@meadow.example');
      expect(parseMail(files.at(-1)!.raw).text).not.toContain('While away');
    });
  });
});

describe.runIf(process.env.REDIS_URL)('two app instances on one Redis and one database', () => {
  let other: FastifyInstance;
  let otherBase = '';

  beforeAll(async () => {
    // Same database and Redis prefix, as a second server process would have.
    other = await buildApp({
      config: testConfig({ redisPrefix: t.config.redisPrefix, publicUrl: PUBLIC_URL, seedDemo: false }),
      database: t.app.database,
      closeDatabase: false,
      logger: false,
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await other?.close();
  });

  it('given the recipient connected to the other instance, should deliver mailReceived there and e-mail only the offline recipient', async () => {
    const danaTab = await open(u.dana, otherBase);
    await offline(t.app, u.jo.userId);
    expect(await t.app.realtime.onlineUserIds([u.dana.userId])).toEqual([u.dana.userId]);
    const before = (await outbox()).length;
    const got = nextEvent<MailReceivedPayload>(danaTab, 'mailReceived');
    await api.sendOk(u.rivera, compose({ providerId: p, to: [u.dana.userId, u.jo.userId], subject: 'Across instances' }));
    expect(await got).toMatchObject({ sub: 'Across instances', readStatus: 0, providerId: p, mailBoxId: (await api.inboxEntryOf(u.dana, p, 'Across instances')).mailBoxId });
    await t.app.jobs.drain();
    const files = await waitForOutbox(t.config.outboxDir, before + 1);
    await sleep(300);
    expect(await outbox()).toHaveLength(before + 1);
    expect(toOf(files.at(-1)!)).toBe('jo@meadow.example');
  });
});
