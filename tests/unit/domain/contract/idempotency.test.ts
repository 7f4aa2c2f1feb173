import { describe, expect, it } from 'vitest';
import { idempotencyKey, idempotencyKeyHeaders, isIdempotentCall } from '../../../../domain/contract/idempotency';
import { messages } from '../../../../domain/messages';

describe('idempotencyKey', () => {
  it('given 1 to 255 visible ASCII characters, should accept the key', () => {
    for (const key of ['a', crypto.randomUUID(), '~!#$%&*+-.^_`|0123456789', 'x'.repeat(255)]) {
      expect(idempotencyKey.safeParse(key).success, key).toBe(true);
    }
  });

  it('given an empty, too long, spaced (a repeated header is joined with ", ") or non-ASCII key, should refuse it with the table text', () => {
    for (const key of ['', 'x'.repeat(256), 'a b', 'a, b', 'tab\there', 'ключ', 'é']) {
      const parsed = idempotencyKey.safeParse(key);
      expect(parsed.success, key).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(messages.idempotencyKeyInvalid);
    }
  });

  it('given headers without the key, should accept them (the header is optional)', () => {
    expect(idempotencyKeyHeaders.safeParse({ token: 't', userid: '1' }).success).toBe(true);
  });
});

describe('isIdempotentCall', () => {
  it('given a create call, concrete or as its route pattern, should say yes', () => {
    expect(isIdempotentCall('post', 'appointment/add')).toBe(true);
    expect(isIdempotentCall('PUT', 'clients/add_phone/12')).toBe(true);
    expect(isIdempotentCall('PUT', 'clients/add_phone/:providerId')).toBe(true);
  });

  it('given another method, a longer or shorter path, or an empty parameter, should say no', () => {
    expect(isIdempotentCall('get', 'appointment/add')).toBe(false);
    expect(isIdempotentCall('put', 'appointment/edit')).toBe(false);
    expect(isIdempotentCall('post', 'auth/login')).toBe(false);
    expect(isIdempotentCall('put', 'clients/add_phone')).toBe(false);
    expect(isIdempotentCall('put', 'clients/add_phone/')).toBe(false);
    expect(isIdempotentCall('put', 'clients/add_phone/1/2')).toBe(false);
  });
});
