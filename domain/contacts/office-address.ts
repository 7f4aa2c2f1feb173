import type { OfficeLocation } from '../contract/appointment';

/**
 * An office address on one line: 'line1, line2, city postal', empty parts
 * left out (the detail screen's location and the office chooser's labels).
 */
export function officeAddressLine(office: Pick<OfficeLocation, 'line1' | 'line2' | 'city' | 'postal_code'>): string {
  const cityLine = [office.city.trim(), office.postal_code.trim()].filter(Boolean).join(' ');
  return [office.line1.trim(), office.line2.trim(), cityLine].filter(Boolean).join(', ');
}
