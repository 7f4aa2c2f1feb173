/**
 * The contact screen's place in the address: `/contacts?contact=person-12`.
 * Kind and id only, never a name (issue 17: no health information in URLs).
 */
import { CONTACT_KINDS, type ContactKind } from '../../../domain/contract/appointment';

export const CONTACT_PARAM = 'contact';

export const contactParamValue = (c: { type: ContactKind; id: number }): string => `${c.type}-${c.id}`;

export function parseContactParam(search: string): { type: ContactKind; id: number } | null {
  const raw = new URLSearchParams(search).get(CONTACT_PARAM);
  const match = raw ? /^([a-z_]+)-([1-9]\d{0,9})$/.exec(raw) : null;
  if (!match) return null;
  const type = CONTACT_KINDS.find((k) => k === match[1]);
  return type ? { type, id: Number(match[2]) } : null;
}
