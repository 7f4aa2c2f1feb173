import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { favouriteAddBody, favouriteDeleteBody, phoneSelectedBody } from '../../../../domain/contract/favourites';
import { messages } from '../../../../domain/messages';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('favourite/add body', () => {
  it('should keep the one target given and read 0 and null as none', () => {
    expect(favouriteAddBody.parse({ person_id: 3, otherevent_id: 0, groupappointment_id: null })).toEqual({
      person_id: 3,
      otherevent_id: null,
      groupappointment_id: null,
    });
    expect(favouriteAddBody.parse({ groupappointment_id: 2 })).toEqual({
      person_id: null,
      otherevent_id: null,
      groupappointment_id: 2,
    });
  });

  it('should refuse no target or two targets', () => {
    expect(firstMessage(favouriteAddBody, {})).toBe(messages.invalidRequest);
    expect(firstMessage(favouriteAddBody, { person_id: 3, otherevent_id: 4 })).toBe(messages.invalidRequest);
  });

  it('should refuse a negative or fractional id', () => {
    expect(firstMessage(favouriteAddBody, { person_id: -1 })).toBe(messages.invalidRequest);
    expect(firstMessage(favouriteAddBody, { person_id: 1.5 })).toBe(messages.invalidRequest);
  });
});

describe('favourite/delete body', () => {
  it('should need a positive id', () => {
    expect(favouriteDeleteBody.parse({ id: 9 })).toEqual({ id: 9 });
    expect(firstMessage(favouriteDeleteBody, { id: 0 })).toBe(messages.invalidRequest);
    expect(firstMessage(favouriteDeleteBody, {})).toBe(messages.invalidRequest);
  });
});

describe('phone_selected/add body', () => {
  it('should store the digits of a numeric, non-zero phone (spec 5)', () => {
    expect(phoneSelectedBody.parse({ person_id: 3, phone: '212-555-0101' })).toEqual({
      person_id: 3,
      otherevent_id: null,
      phone: '2125550101',
    });
  });

  it("should refuse zero, letters and empty phones with 'incorrect phone'", () => {
    for (const phone of ['0', '000-000-0000', 'abc', '', '   ']) {
      expect(firstMessage(phoneSelectedBody, { otherevent_id: 4, phone })).toBe(messages.incorrectPhone);
    }
  });

  it('should need exactly one of person_id and otherevent_id', () => {
    expect(firstMessage(phoneSelectedBody, { phone: '2125550101' })).toBe(messages.invalidRequest);
    expect(firstMessage(phoneSelectedBody, { person_id: 1, otherevent_id: 2, phone: '2125550101' })).toBe(
      messages.invalidRequest,
    );
  });
});
