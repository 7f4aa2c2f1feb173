/**
 * What the contact screen shows of a client's record (issue 27 item 7):
 * the birth date as spec 9's MM-DD-YYYY with the age on the viewer's day,
 * the address in lines, and the insurance in words. Pure, unit tested.
 */
import type { ClientRecord } from '../contract/clients';
import { isUnsetBirthDate, type BirthDate } from './birth-date';
import { stateCodeText } from './state-codes';

const two = (n: number): string => String(n).padStart(2, '0');

/** 'MM-DD-YYYY', or null when unset. */
export const birthDateText = (b: BirthDate): string | null =>
  isUnsetBirthDate(b) ? null : `${two(b.month)}-${two(b.dayOfMonth)}-${String(b.year).padStart(4, '0')}`;

/** Whole years on `today` ('YYYY-MM-DD'), or null for an unset or future date. */
export function ageOn(b: BirthDate, today: string): number | null {
  if (isUnsetBirthDate(b)) return null;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const age = year - b.year - (month < b.month || (month === b.month && day < b.dayOfMonth) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** Street, apartment, then 'City, ST 11215'; empty parts left out. */
export function addressLines(r: Pick<ClientRecord, 'pha_line1' | 'pha_line2' | 'pha_city' | 'pha_state' | 'pha_postalCode'>): string[] {
  const region = [stateCodeText(r.pha_state), r.pha_postalCode.trim()].filter((p) => p !== '').join(' ');
  const last = [r.pha_city.trim(), region].filter((p) => p !== '').join(', ');
  return [r.pha_line1.trim(), r.pha_line2.trim(), last].filter((line) => line !== '');
}

export interface InsuranceView {
  company: string;
  memberId: string;
  /** 'primary', 'secondary', … as stored. */
  type: string;
}

/** The client's insurance with the company's name, or null when there is none (company 0) or it is not loaded (roles 22/25). */
export function insuranceOf(
  r: Pick<ClientRecord, 'selectedInsuranceValue' | 'insuranceId' | 'insuranceType'>,
  companies: readonly { id: number; name: string }[],
): InsuranceView | null {
  if (r.selectedInsuranceValue === null || r.selectedInsuranceValue <= 0) return null;
  const company = companies.find((c) => c.id === r.selectedInsuranceValue)?.name ?? '';
  return { company, memberId: r.insuranceId ?? '', type: r.insuranceType ?? '' };
}
