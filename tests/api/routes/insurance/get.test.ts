import { beforeAll, describe, expect, it } from 'vitest';
import { insuranceResponse } from '../../../../domain/contract/insurance';
import { messages } from '../../../../domain/messages';
import { build, expectMessage, login } from '../../helper';
import { userIdOf } from '../appointment/fixture';

const t = build();
let rivera = 0;

beforeAll(async () => {
  rivera = await userIdOf(t.app, 'dr.rivera');
});

const get = async (username: string, providerId: number) =>
  t.app.inject({ method: 'GET', url: `/api/insurance/get/${providerId}`, headers: (await login(t.app, username)).headers });

describe('GET /api/insurance/get/{providerId}', () => {
  it.each(['dr.rivera', 'sam.staff', 'dana.delegate'])("given %s acting for dr.rivera, should answer dr.rivera's insurers", async (username) => {
    const res = await get(username, rivera);
    expect(res.statusCode, res.body).toBe(200);
    expect(insuranceResponse.parse(res.json()).insuranceCompanyDetails.map((c) => c.name)).toEqual(['BlueMeadow Health', 'Harbor Mutual']);
  });

  // Issue 13 item 8a: portal users do not load insurance details (spec 6), yet could read the practice's list.
  it.each(['alex.client', 'jo.other'])('given portal user %s, should answer 403 for their own practice', async (username) => {
    expectMessage(await get(username, rivera), 403, messages.forbidden);
  });
});
