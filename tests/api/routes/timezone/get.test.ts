import { beforeAll, describe, expect, it } from 'vitest';
import { timezoneResponse } from '../../../../domain/contract/clients';
import { messages } from '../../../../domain/messages';
import { build, expectMessage, login, type Login } from '../../helper';

const t = build();
let rivera: Login;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
});

const get = (auth: Login | null) => t.app.inject({ method: 'GET', url: '/api/timezone/get', headers: auth?.headers ?? {} });

describe('GET /api/timezone/get', () => {
  it('should answer the IANA zones with New York first, once, and the 52 state codes', async () => {
    const res = await get(rivera);
    expect(res.statusCode, res.body).toBe(200);
    const { timezones, state_codes } = timezoneResponse.strict().parse(res.json());
    expect(timezones[0]).toBe('America/New_York');
    expect(timezones.filter((z) => z === 'America/New_York')).toHaveLength(1);
    expect(new Set(timezones).size).toBe(timezones.length);
    expect(timezones).toEqual(expect.arrayContaining(['America/Chicago', 'America/Los_Angeles', 'Europe/London', 'Pacific/Honolulu']));
    expect(state_codes).toHaveLength(52);
    expect(state_codes.map((s) => s.id)).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(state_codes[0]).toEqual({ id: 0, code: '', name: 'None' });
    expect(state_codes[35]).toEqual({ id: 35, code: 'NY', name: 'New York' });
    expect(state_codes[51]).toEqual({ id: 51, code: 'WY', name: 'Wyoming' });
  });

  it.each(['alex.client', 'jo.other', 'dana.delegate'])('given %s, should answer the same lists (any signed-in user)', async (username) => {
    const res = await get(await login(t.app, username));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await get(rivera)).json());
  });

  it('given no session, should answer 401', async () => {
    expectMessage(await get(null), 401, messages.sessionInvalid);
  });
});
