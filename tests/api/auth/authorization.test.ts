import { describe, expect, it } from 'vitest';
import { messages } from '../../../domain/messages';
import type { AuthUser } from '../../../server/auth/auth-user';
import { assertCanActFor, canActFor } from '../../../server/auth/authorization';
import { build, expectMessage, login } from '../helper';

const t = build();

async function ids() {
  const users = t.app.usersRepository;
  const idOf = async (name: string) => (await users.findByUsername(name))!.id;
  return {
    rivera: await idOf('dr.rivera'),
    chen: await idOf('dr.chen'),
    patel: await idOf('dr.patel'),
  };
}

async function authUser(username: string): Promise<AuthUser> {
  const u = (await t.app.usersRepository.findByUsername(username))!;
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    userType: u.userType,
    subscriberId: u.subscriberId,
    practiceId: u.subscriberId ?? u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    timezone: u.timezone,
    videoUserId: u.videoUserId,
    connectUserId: u.connectUserId,
    sessionId: 0,
    kept: false,
    expiresAt: new Date(),
    permitted: () => t.app.usersRepository.permittedList(u.id),
  };
}

describe('assertCanActFor', () => {
  it.each([
    ['dr.rivera', { rivera: true, chen: false, patel: false }],
    ['dr.chen', { rivera: false, chen: true, patel: false }],
    ['sam.staff', { rivera: true, chen: true, patel: false }],
    ['dana.delegate', { rivera: true, chen: false, patel: false }],
    ['alex.client', { rivera: true, chen: false, patel: false }],
    ['jo.other', { rivera: true, chen: false, patel: false }],
  ])('given %s, should allow exactly the expected providers', async (username, expected) => {
    const providerIds = await ids();
    const user = await authUser(username);
    const allowed = Object.fromEntries(
      await Promise.all(Object.entries(providerIds).map(async ([name, id]) => [name, await canActFor(user, id)] as const)),
    );
    expect(allowed).toEqual(expected);
  });

  it('given a portal user, should not let them act as their own provider', async () => {
    const user = await authUser('alex.client');
    expect(await canActFor(user, user.id)).toBe(false);
    await expect(assertCanActFor(user, user.id)).rejects.toThrow(messages.providerNotPermitted);
  });
});

describe('a provider-scoped route (GET /api/insurance/get/{providerId})', () => {
  it("given a provider asking for their own data, should answer it; for another practice's, 403", async () => {
    const { rivera, chen } = await ids();
    const { headers } = await login(t.app, 'dr.rivera');
    const own = await t.app.inject({ method: 'GET', url: `/api/insurance/get/${rivera}`, headers });
    expect(own.statusCode).toBe(200);
    expect((own.json() as { insuranceCompanyDetails: { name: string }[] }).insuranceCompanyDetails.map((c) => c.name)).toEqual([
      'BlueMeadow Health',
      'Harbor Mutual',
    ]);
    expectMessage(await t.app.inject({ method: 'GET', url: `/api/insurance/get/${chen}`, headers }), 403, messages.providerNotPermitted);
  });

  it('given staff and a provider marked not permitted, should answer 403', async () => {
    const { patel, chen } = await ids();
    const { headers } = await login(t.app, 'sam.staff');
    expectMessage(await t.app.inject({ method: 'GET', url: `/api/insurance/get/${patel}`, headers }), 403, messages.providerNotPermitted);
    expect((await t.app.inject({ method: 'GET', url: `/api/insurance/get/${chen}`, headers })).statusCode).toBe(200);
  });

  it('given a non-numeric provider id, should answer 400 with a table message', async () => {
    const { headers } = await login(t.app, 'dr.rivera');
    expectMessage(await t.app.inject({ method: 'GET', url: '/api/insurance/get/abc', headers }), 400, messages.invalidRequest);
  });
});
