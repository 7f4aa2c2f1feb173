/**
 * What the team view remembers on this device (issue 27 item 5): which
 * providers' lanes show (null: all of them) and whether it shows a day or a
 * week. The stored ids are only a wish: domain/calendar/team-lanes keeps
 * them to the providers the signed-in user may act for.
 */
import { atomWithStorage } from 'jotai/utils';

export type TeamSpan = 'day' | 'week';

export const teamChoiceAtom = atomWithStorage<unknown>('meadow.team.providers', null, undefined, { getOnInit: true });

export const teamSpanAtom = atomWithStorage<unknown>('meadow.team.span', 'day', undefined, { getOnInit: true });

/** Stored data is whatever the device held: only a list of whole numbers counts. */
export const storedIds = (raw: unknown): number[] | null =>
  Array.isArray(raw) ? raw.filter((id): id is number => Number.isInteger(id)) : null;

export const storedSpan = (raw: unknown): TeamSpan => (raw === 'week' ? 'week' : 'day');
