import { describe, expect, it } from 'vitest';
import { officeAddressLine } from '../../../../domain/contacts/office-address';

describe('officeAddressLine', () => {
  it('should join line1, line2 and "city postal"', () => {
    expect(officeAddressLine({ line1: '120 Meadow Lane', line2: 'Suite 4', city: 'Brooklyn', postal_code: '11201' })).toBe(
      '120 Meadow Lane, Suite 4, Brooklyn 11201',
    );
  });

  it('should leave out empty parts', () => {
    expect(officeAddressLine({ line1: '88 Harbor Street', line2: '', city: 'Hoboken', postal_code: '' })).toBe(
      '88 Harbor Street, Hoboken',
    );
    expect(officeAddressLine({ line1: '', line2: ' ', city: '', postal_code: '07030' })).toBe('07030');
  });
});
