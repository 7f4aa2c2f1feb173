import { describe, expect, it } from 'vitest';
import { addressLines, ageOn, birthDateText, insuranceOf } from '../../../../domain/contacts/client-record';
import { parseStateCode } from '../../../../domain/contacts/state-codes';

describe("a client's record on the contact screen (issue 27 item 7)", () => {
  it('should show the birth date as MM-DD-YYYY, nothing when unset', () => {
    expect(birthDateText({ dayOfMonth: 12, month: 4, year: 1990 })).toBe('04-12-1990');
    expect(birthDateText({ dayOfMonth: 0, month: 0, year: 0 })).toBeNull();
  });

  it('should count whole years, the birthday itself included', () => {
    const born = { dayOfMonth: 12, month: 4, year: 1990 };
    expect(ageOn(born, '2026-04-11')).toBe(35);
    expect(ageOn(born, '2026-04-12')).toBe(36);
    expect(ageOn(born, '2026-11-28')).toBe(36);
    expect(ageOn({ dayOfMonth: 0, month: 0, year: 0 }, '2026-11-28')).toBeNull();
    expect(ageOn({ dayOfMonth: 1, month: 1, year: 2030 }, '2026-11-28')).toBeNull();
  });

  it('should write the address in lines, leaving out empty parts', () => {
    const base = { pha_line1: '14 Elm Street', pha_line2: '', pha_city: 'Brooklyn', pha_state: parseStateCode('NY'), pha_postalCode: '11215' };
    expect(addressLines(base)).toEqual(['14 Elm Street', 'Brooklyn, NY 11215']);
    expect(addressLines({ ...base, pha_line1: ' ', pha_city: '', pha_state: 0, pha_postalCode: '' })).toEqual([]);
  });

  it("should name the insurance company; none for company 0 or a portal user's record", () => {
    const companies = [{ id: 2, name: 'BlueMeadow Health' }];
    expect(insuranceOf({ selectedInsuranceValue: 2, insuranceId: 'BM-100234', insuranceType: 'primary' }, companies)).toEqual({
      company: 'BlueMeadow Health',
      memberId: 'BM-100234',
      type: 'primary',
    });
    expect(insuranceOf({ selectedInsuranceValue: 0, insuranceId: '', insuranceType: 'primary' }, companies)).toBeNull();
    expect(insuranceOf({ selectedInsuranceValue: null, insuranceId: null, insuranceType: null }, companies)).toBeNull();
  });
});
