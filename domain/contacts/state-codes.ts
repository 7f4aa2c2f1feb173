/**
 * The 52 state codes of spec 5 and 9: id 0 is "none", 1-51 are the fifty
 * states and the District of Columbia in order of their postal code.
 */
import { STATE_CODE_MAX, STATE_CODE_MIN } from '../codes';

export interface StateCode {
  id: number;
  /** Two-letter postal code; '' for "none". */
  code: string;
  name: string;
}

const STATES: readonly (readonly [string, string])[] = [
  ['AK', 'Alaska'],
  ['AL', 'Alabama'],
  ['AR', 'Arkansas'],
  ['AZ', 'Arizona'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DC', 'District of Columbia'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['IA', 'Iowa'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['MA', 'Massachusetts'],
  ['MD', 'Maryland'],
  ['ME', 'Maine'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MO', 'Missouri'],
  ['MS', 'Mississippi'],
  ['MT', 'Montana'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['NE', 'Nebraska'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NV', 'Nevada'],
  ['NY', 'New York'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VA', 'Virginia'],
  ['VT', 'Vermont'],
  ['WA', 'Washington'],
  ['WI', 'Wisconsin'],
  ['WV', 'West Virginia'],
  ['WY', 'Wyoming'],
];

export const STATE_CODES: readonly StateCode[] = [
  { id: 0, code: '', name: 'None' },
  ...STATES.map(([code, name], i) => ({ id: i + 1, code, name })),
];

/** Spec 5: a code is invalid when <= -1 or >= 52. */
export const isValidStateCode = (id: number): boolean =>
  Number.isInteger(id) && id >= STATE_CODE_MIN && id <= STATE_CODE_MAX;

/**
 * A state as typed (spec 5): two letters match a known code ignoring case,
 * empty means none (0), anything else is invalid (-1).
 */
export function parseStateCode(typed: string): number {
  const value = typed.trim().toUpperCase();
  if (value === '') return 0;
  const found = STATE_CODES.find((s) => s.id > 0 && s.code === value);
  return found ? found.id : -1;
}

/** The two-letter code of an id, '' for none or an unknown id. */
export const stateCodeText = (id: number): string => STATE_CODES[id]?.code ?? '';
