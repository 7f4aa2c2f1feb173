/**
 * The selected provider's busy time from personal calendars (issue 28 item
 * 2) around a week, read with a call of its own (GET busy/get) so the spec's
 * daily answer stays as it is. Staff only: portal users never ask. Read on
 * entry and when the provider or week changes; nothing while it loads or
 * when the call fails (busy time is a hint, the overlap check is the rule).
 *
 * The code that places and draws blocks (busy-items.tsx) is loaded only
 * when there are some: a calendar without busy time (the demo's, most
 * practices') keeps /daily's first load as it was.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { BusyBlock } from '../../../domain/contract/busy-calendars';
import type { HourCycle } from '../../../domain/time-style';
import type { DayTimelineItem } from '../../../ui/day-timeline/day-timeline';
import { request } from '../../api/client';
import { nonPortalAtom } from '../../session/atoms';

const DAY = 86_400_000;
/** busyResponse's shape (domain/contract/busy-calendars.ts), inline: that module's other schemas stay off /daily's first load. */
const answerSchema = z.object({ busy: z.array(z.object({ start: z.string(), end: z.string() })) });

/** The week's busy blocks as timeline items of one day. */
export type BusyItemsOf = (day: string, hourCycle: HourCycle) => DayTimelineItem[];
const NONE: BusyItemsOf = () => [];

/** Busy blocks of `providerId` from a day before `sunday` to two after its Saturday (any zone's week fits). */
export function useBusyWeek(providerId: number, sunday: string): { blocks: readonly BusyBlock[]; itemsOf: BusyItemsOf } {
  const staff = useAtomValue(nonPortalAtom);
  const [loaded, setLoaded] = useState<{ key: string; blocks: readonly BusyBlock[]; itemsOf: BusyItemsOf } | null>(null);
  const key = `${providerId}:${sunday}`;
  useEffect(() => {
    if (!staff || providerId <= 0) return;
    const controller = new AbortController();
    const from = new Date(Date.parse(`${sunday}T00:00:00Z`) - DAY).toISOString();
    const to = new Date(Date.parse(`${sunday}T00:00:00Z`) + 9 * DAY).toISOString();
    request('get', `busy/get/${providerId}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, answerSchema, { signal: controller.signal })
      .then(async ({ busy }) => {
        if (busy.length === 0) return setLoaded({ key, blocks: busy, itemsOf: NONE });
        const { busyItems } = await import('./busy-items');
        if (!controller.signal.aborted) setLoaded({ key, blocks: busy, itemsOf: (day, hourCycle) => busyItems(busy, day, hourCycle) });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [staff, providerId, sunday, key]);
  return loaded?.key === key ? loaded : { blocks: [], itemsOf: NONE };
}
