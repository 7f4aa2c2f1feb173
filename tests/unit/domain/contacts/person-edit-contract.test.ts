import { describe, expect, it } from 'vitest';
import { personEditBody } from '../../../../domain/contract/contacts';
import { messages } from '../../../../domain/messages';

describe('others/edit body', () => {
  it('should leave phones, e-mails and timezone out when not given (a rename keeps them)', () => {
    expect(personEditBody.parse({ firstName: ' Ruth ', lastName: 'Adler-Ray', providerID: 7 })).toEqual({
      firstName: 'Ruth',
      lastName: 'Adler-Ray',
      providerID: 7,
    });
  });

  it('should check the slots when they are given', () => {
    const result = personEditBody.safeParse({ firstName: 'Ruth', lastName: 'Adler', phone: ['12'], providerID: 7 });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(messages.incorrectPhone);
  });

  it('should need both names', () => {
    const result = personEditBody.safeParse({ firstName: ' ', lastName: 'Adler', providerID: 7 });
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe(messages.firstNameRequired);
  });
});
