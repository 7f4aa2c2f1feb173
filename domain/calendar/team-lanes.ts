/**
 * The team view's lanes (issue 27 item 5): which of the providers a user may
 * act for are shown, in which order and colour, and how a week reads as
 * rows of days with one mini-lane per provider. Pure: the feature keeps the
 * stored choice and the week cache.
 */
import type { CalendarAppointmentFields } from '../contract/calendar';
import type { ProviderChoice } from '../providers';
import { appointmentsOn, type WeekEntry } from './cache';
import { addIsoDays, weekRange } from './days';
import { compareSummaries } from './summary';

/** How many lane colours the theme holds (ui/theme `color.series`). */
export const LANE_COLOURS = 6;

export interface TeamLane {
  provider: ProviderChoice;
  /** 0 … LANE_COLOURS - 1. */
  colour: number;
}

/**
 * A provider's colour follows its place among all the providers the user may
 * act for, not among the chosen ones: hiding a lane never repaints the others.
 */
export function laneColour(providerId: number, all: readonly ProviderChoice[]): number {
  const index = all.findIndex((p) => p.id === providerId);
  return (index < 0 ? 0 : index) % LANE_COLOURS;
}

/**
 * The lanes shown: the stored choice (ids) kept to the providers the user may
 * act for now, in their order. Nothing stored, or nothing left of it (another
 * user's or a withdrawn permission), shows all of them.
 */
export function teamLanes(all: readonly ProviderChoice[], stored: readonly number[] | null): TeamLane[] {
  const chosen = stored === null ? all : all.filter((p) => stored.includes(p.id));
  const shown = chosen.length > 0 ? chosen : all;
  return shown.map((provider) => ({ provider, colour: laneColour(provider.id, all) }));
}

/**
 * The stored choice after turning one provider on or off. The last lane shown
 * stays: a view of no one says nothing (the chooser disables that button).
 */
export function toggleLane(all: readonly ProviderChoice[], stored: readonly number[] | null, providerId: number): number[] {
  const shown = teamLanes(all, stored).map((lane) => lane.provider.id);
  if (shown.includes(providerId)) return shown.length > 1 ? shown.filter((id) => id !== providerId) : shown;
  return all.map((p) => p.id).filter((id) => id === providerId || shown.includes(id));
}

export interface TeamWeekCell {
  providerId: number;
  /** The day's appointments of this provider, deleted ones left out, in summary order. */
  appointments: CalendarAppointmentFields[];
  /** Still loading (or failed) and nothing to show yet. */
  pending: boolean;
}

export interface TeamWeekRow {
  day: string;
  cells: TeamWeekCell[];
}

/** The Sunday-Saturday week of `day` as seven rows, each with one cell per lane (in lane order). */
export function teamWeekRows(day: string, lanes: readonly TeamLane[], weeks: ReadonlyMap<number, WeekEntry | undefined>): TeamWeekRow[] {
  const sunday = weekRange(day).start;
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addIsoDays(sunday, offset);
    return {
      day: date,
      cells: lanes.map(({ provider }) => {
        const week = weeks.get(provider.id);
        return {
          providerId: provider.id,
          appointments: appointmentsOn(week, date).sort(compareSummaries),
          pending: week === undefined || week.status !== 'ready',
        };
      }),
    };
  });
}
