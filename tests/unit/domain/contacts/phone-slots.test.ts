import { describe, expect, it } from 'vitest';
import {
  canAddPhoneSlot,
  emptyPhoneSlot,
  phoneSlotsFromStored,
  phoneSlotsToBody,
  toPhoneTypeCode,
  withOneRow,
} from '../../../../domain/contacts/phone-slots';
import { personAddBody } from '../../../../domain/contract/contacts';

describe('phone slots', () => {
  it('given filled and empty rows, when turned into the body, should drop the empty rows and keep the types parallel', () => {
    const body = phoneSlotsToBody([
      { phone: '212-555-0101', type: 2 },
      { phone: '  ', type: 3 },
      { phone: '646-555-0199', type: 4 },
    ]);
    expect(body).toEqual({ phone: ['212-555-0101', '646-555-0199'], phoneType: [2, 4] });
  });

  it('given the body of the rows, when the contract checks it, should accept it', () => {
    const body = phoneSlotsToBody([{ phone: '212-555-0101', type: 1 }]);
    expect(personAddBody.safeParse({ firstName: 'A', lastName: 'B', providerID: 1, ...body }).success).toBe(true);
  });

  it('given stored slots with gaps, when read, should skip the gaps and show the numbers masked', () => {
    expect(phoneSlotsFromStored(['2125550101', null, '', '6465550199'], [2, 0, 0, 5])).toEqual([
      { phone: '212-555-0101', type: 2 },
      { phone: '646-555-0199', type: 5 },
    ]);
  });

  it('given an unknown stored type, when read, should use 0 (none)', () => {
    expect(phoneSlotsFromStored(['2125550101'], [9])).toEqual([{ phone: '212-555-0101', type: 0 }]);
    expect(toPhoneTypeCode(3)).toBe(3);
    expect(toPhoneTypeCode(-1)).toBe(0);
  });

  it('given more than four stored phones, when read, should keep four', () => {
    expect(phoneSlotsFromStored(['2125550101', '2125550102', '2125550103', '2125550104', '2125550105'], [])).toHaveLength(4);
  });

  it('given four rows, when asked whether one more fits, should say no', () => {
    const four = [emptyPhoneSlot(), emptyPhoneSlot(), emptyPhoneSlot(), emptyPhoneSlot()];
    expect(canAddPhoneSlot(four.slice(0, 3))).toBe(true);
    expect(canAddPhoneSlot(four)).toBe(false);
  });

  it('given no stored phones, when the form opens, should show one empty cell row', () => {
    expect(withOneRow([])).toEqual([{ phone: '', type: 1 }]);
    expect(withOneRow([{ phone: '212-555-0101', type: 3 }])).toEqual([{ phone: '212-555-0101', type: 3 }]);
  });
});
