/** Name parts as the server sends them. */
export interface NameParts {
  firstName: string;
  lastName: string;
  middleName?: string;
  namePrefix?: string;
  nameSuffix?: string;
}

export const CLIENT_NAME_FORMATS = [1, 2, 3, 4, 5, 6, 7] as const;
export type ClientNameFormat = (typeof CLIENT_NAME_FORMATS)[number];

/** Both settings default to 1 when not numeric (spec 3). */
export function normaliseNameSetting(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

const initial = (s: string | undefined): string => (s ? `${s.trim().charAt(0).toUpperCase()}.` : '');
const join = (...parts: (string | undefined)[]): string =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');

/**
 * clientNameFormat 1 to 7 (spec 3): 1 full with prefix, 2 prefix first,
 * 3 first + middle initial + last, 4 first and last, 5 first only,
 * 6 first initial and last, 7 initials. clientNameOrder 1 puts the last name first.
 */
export function formatClientName(name: NameParts, format: number, order: number): string {
  const f = CLIENT_NAME_FORMATS.includes(format as ClientNameFormat) ? format : 1;
  const reversed = order === 1;
  const { firstName, lastName, middleName, namePrefix, nameSuffix } = name;
  const ordered = (first: string, last: string): string =>
    reversed && first && last ? `${last}, ${first}` : join(first, last);
  switch (f) {
    case 1:
      return join(namePrefix, ordered(join(firstName, middleName), lastName), nameSuffix);
    case 2:
      return join(namePrefix, ordered(firstName, lastName));
    case 3:
      return ordered(join(firstName, initial(middleName)), lastName);
    case 4:
      return ordered(firstName, lastName);
    case 5:
      return firstName.trim();
    case 6:
      return ordered(initial(firstName), lastName);
    default:
      return reversed
        ? `${initial(lastName)}${initial(firstName)}`
        : `${initial(firstName)}${initial(middleName)}${initial(lastName)}`;
  }
}

/** A person is shown 'last, first' (spec 3). */
export const formatPersonName = ({ firstName, lastName }: NameParts): string =>
  lastName.trim() && firstName.trim() ? `${lastName.trim()}, ${firstName.trim()}` : join(firstName, lastName);

export const formatFullName = ({ namePrefix, firstName, middleName, lastName, nameSuffix }: NameParts): string =>
  join(namePrefix, firstName, middleName, lastName, nameSuffix);

/**
 * The name a user typed into the appointment form's contact field, as the
 * first and last name of the new contact it prefills (spec 2 "Add {term} as a
 * new contact?", spec 9). 'Last, First' — the order the contact lists show —
 * splits at the comma; otherwise the first word is the first name and the
 * rest the last name. Inner runs of spaces collapse; a one-word term leaves
 * the last name for the user.
 */
export function namePartsOfTerm(term: string): { firstName: string; lastName: string } {
  const words = (s: string): string[] => s.trim().split(/\s+/).filter(Boolean);
  const comma = term.indexOf(',');
  if (comma >= 0) {
    const last = words(term.slice(0, comma)).join(' ');
    const first = words(term.slice(comma + 1).replace(/,/g, ' ')).join(' ');
    // 'Kim,' or ', Alex': a lone part is still read as what the user typed first.
    if (first === '' || last === '') return { firstName: first || last, lastName: '' };
    return { firstName: first, lastName: last };
  }
  const [first = '', ...rest] = words(term);
  return { firstName: first, lastName: rest.join(' ') };
}
