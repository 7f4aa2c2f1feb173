import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import { appointments, chatMessages } from '../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../helper';

const t = build();
let rivera: Login;
let appointmentId: number;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  const [row] = await t.app.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.providerId, rivera.userId)).limit(1);
  appointmentId = row!.id;
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: rivera.headers });

describe('ids in a path or query', () => {
  it.each(['2147483648', '99999999999999999999', '4294967296'])(
    'given the id %s (above PostgreSQL integer), should answer 400, not 500',
    async (id) => {
      expectMessage(await get(`/api/appointment/get/id/${id}`), 400, messages.invalidRequest);
      expectMessage(await get(`/api/insurance/get/${id}`), 400, messages.invalidRequest);
      expectMessage(await get(`/api/contacts/list/${id}`), 400, messages.invalidRequest);
      expectMessage(await get(`/api/chat/message/remaining/${rivera.userId}/${id}`), 400, messages.invalidRequest);
      expectMessage(await get(`/api/appointment/get/id/1?forProviderId=${id}`), 400, messages.invalidRequest);
    },
  );

  it.each(['%201', '0x1F', '1e3', '+1', '01', '-1', '1.0', '%E2%80%891'])(
    'given the non-canonical id %s, should answer 400',
    async (id) => {
      expect((await get(`/api/appointment/get/id/${id}`)).statusCode).toBe(400);
    },
  );

  it('given DELETE …/%201/single/cancel, should refuse it and leave the appointment as it was', async () => {
    const before = await t.app.db.select().from(appointments).where(eq(appointments.id, appointmentId));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/appointment/delete/%20${appointmentId}/single/cancel`,
      headers: rivera.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.select().from(appointments).where(eq(appointments.id, appointmentId))).toEqual(before);
  });

  it('given the largest integer id that does not exist, should answer 404 (not 400, not 500)', async () => {
    expect((await get('/api/appointment/get/id/2147483647')).statusCode).toBe(404);
  });
});

describe('ids in a body', () => {
  it('given a provider id above PostgreSQL integer in a body, should answer 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/favourite/add',
      headers: rivera.headers,
      payload: { person_id: 2147483648 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('NUL characters', () => {
  it('given a NUL in the search term, should answer 400', async () => {
    const res = await get(`/api/appointment/search/1/11/2026/30/11/2026/ana%00lopez/${rivera.userId}`);
    expectMessage(res, 400, messages.invalidRequest);
  });

  it('given a NUL in a chat message, should answer 400 and store nothing', async () => {
    const before = await t.app.db.$count(chatMessages);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message/send/text',
      headers: rivera.headers,
      payload: { receiverIds: [rivera.userId], message: 'hello\u0000there' },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.$count(chatMessages)).toBe(before);
  });

  it('given a NUL in a query value, should answer 400', async () => {
    expect((await get(`/api/clients/client_details/${rivera.userId}?clientId=1%00`)).statusCode).toBe(400);
  });
});

describe('Cache-Control', () => {
  it('given any API answer (health information or an error), should forbid caching it', async () => {
    expect((await get(`/api/contacts/list/${rivera.userId}`)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/appointment/get/id/2147483647')).headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/expiry_permissions' })).headers['cache-control']).toBe('no-store');
  });
});
