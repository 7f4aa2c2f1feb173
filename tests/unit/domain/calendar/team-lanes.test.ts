import { describe, expect, it } from 'vitest';
import type { WeekEntry } from '../../../../domain/calendar/cache';
import { LANE_COLOURS, laneColour, teamLanes, teamWeekRows, toggleLane } from '../../../../domain/calendar/team-lanes';
import type { ProviderChoice } from '../../../../domain/providers';
import { appointment } from './fixtures';

const rivera: ProviderChoice = { id: 7, firstName: 'Elena', lastName: 'Rivera' };
const chen: ProviderChoice = { id: 9, firstName: 'Wei', lastName: 'Chen' };
const patel: ProviderChoice = { id: 12, firstName: 'Ravi', lastName: 'Patel' };
const all = [rivera, chen, patel];
const ids = (lanes: ReturnType<typeof teamLanes>) => lanes.map((l) => l.provider.id);

const week = (appointments: WeekEntry['appointments'], status: WeekEntry['status'] = 'ready'): WeekEntry => ({
  status,
  requestId: 1,
  appointments,
  clientNameFormat: 1,
  clientNameOrder: 1,
});

describe('team lanes', () => {
  it('given nothing stored, should show every provider the user may act for, in their order', () => {
    expect(ids(teamLanes(all, null))).toEqual([7, 9, 12]);
  });

  it('given a stored choice, should keep it to the permitted providers, in their order', () => {
    expect(ids(teamLanes(all, [12, 7]))).toEqual([7, 12]);
    expect(ids(teamLanes(all, [12, 99]))).toEqual([12]);
  });

  it('given a stored choice of no one the user may act for (another user, a withdrawn permission), should show all', () => {
    expect(ids(teamLanes(all, [99]))).toEqual([7, 9, 12]);
    expect(ids(teamLanes(all, []))).toEqual([7, 9, 12]);
  });

  it('given one provider, should show that single lane', () => {
    expect(ids(teamLanes([rivera], null))).toEqual([7]);
  });

  it('should give each provider the colour of its place among all, whatever is chosen', () => {
    expect(teamLanes(all, null).map((l) => l.colour)).toEqual([0, 1, 2]);
    expect(teamLanes(all, [9, 12]).map((l) => l.colour)).toEqual([1, 2]);
    expect(laneColour(7, all)).toBe(0);
  });

  it('given more providers than colours, should cycle the palette and stay in range', () => {
    const many = Array.from({ length: LANE_COLOURS + 2 }, (_, i) => ({ id: i + 1, firstName: 'P', lastName: String(i) }));
    const colours = teamLanes(many, null).map((l) => l.colour);
    expect(colours.slice(0, LANE_COLOURS)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(colours.slice(LANE_COLOURS)).toEqual([0, 1]);
    expect(laneColour(404, many)).toBe(0);
  });

  it('should turn a lane off and on again in the providers\' order, never turning off the last one', () => {
    const off = toggleLane(all, null, 9);
    expect(off).toEqual([7, 12]);
    expect(toggleLane(all, off, 9)).toEqual([7, 9, 12]);
    expect(toggleLane(all, [12], 12)).toEqual([12]);
    expect(toggleLane(all, [12], 7)).toEqual([7, 12]);
  });
});

describe('team week rows', () => {
  it('should give the seven days of the week, each with one cell per lane, deleted left out, in time order', () => {
    const lanes = teamLanes(all, [7, 9]);
    const late = appointment({ id: 2, app_date: '2026-11-24', app_start_hh: 3, app_start_tt: 1, app_end_hh: 4, app_end_tt: 1 });
    const early = appointment({ id: 3, app_date: '2026-11-24', app_start_hh: 9, app_end_hh: 10 });
    const gone = appointment({ id: 4, app_date: '2026-11-24', is_deleted: 1 });
    const weeks = new Map([
      [7, week([late, early, gone])],
      [9, week([], 'loading')],
    ]);
    const rows = teamWeekRows('2026-11-25', lanes, weeks);
    expect(rows.map((r) => r.day)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    const tuesday = rows[2]!;
    expect(tuesday.cells.map((c) => c.providerId)).toEqual([7, 9]);
    expect(tuesday.cells[0]!.appointments.map((a) => a.id)).toEqual([3, 2]);
    expect(tuesday.cells[0]!.pending).toBe(false);
    expect(tuesday.cells[1]).toEqual({ providerId: 9, appointments: [], pending: true });
    expect(rows[0]!.cells[0]!.appointments).toEqual([]);
  });
});
