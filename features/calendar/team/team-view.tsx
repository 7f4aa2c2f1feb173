/**
 * /team (issue 27 item 5): the front desk's calendars side by side. The
 * calendar's header row (date, arrows, view switch), then Day / Week and
 * the chooser of providers (remembered on the device, all by default), then
 * one lane per chosen provider in its colour. The weeks come through the
 * calendar's cache, which refreshRequest keeps current for every provider
 * the user may act for, so the lanes update live. A user acting for one
 * provider sees that single lane, without a chooser.
 */
import { useAtom, useAtomValue } from 'jotai';
import { formatDayHeading } from '../../../domain/calendar/day-heading';
import { addIsoDays, weekRange } from '../../../domain/calendar/days';
import { teamLanes, toggleLane } from '../../../domain/calendar/team-lanes';
import { messages } from '../../../domain/messages';
import { fromIsoKey, todayDate } from '../../../ui/calendar/calendar-date';
import { defaultCalendarLabels } from '../../../ui/calendar/calendar-labels';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { SegmentedChoice } from '../../../ui/segmented-choice/segmented-choice';
import { cx } from '../../../ui/utils/cx';
import { providerChoicesAtom } from '../../session/atoms';
import { selectedDayAtom } from '../atoms';
import { CalendarHeaderRow } from '../components/calendar-header-row';
import * as calendarStyles from '../components/calendar.css';
import { dayFormat } from '../components/use-day-format';
import { useProviderWeeks } from '../components/use-provider-weeks';
import { calendarCopy } from '../copy';
import { weekRangeCaption } from '../month-step';
import { ProviderChooser } from './provider-chooser';
import { storedIds, storedSpan, teamChoiceAtom, teamSpanAtom, type TeamSpan } from './team-atoms';
import { teamCopy } from './team-copy';
import { TeamDay } from './team-day';
import { TeamWeek } from './team-week';
import * as styles from './team.css';

const spanOptions: ReadonlyArray<{ value: TeamSpan; label: string }> = [
  { value: 'day', label: teamCopy.day },
  { value: 'week', label: teamCopy.week },
];

function weekCaption(day: string): string {
  const { start, end } = weekRange(day);
  const first = fromIsoKey(start) ?? todayDate();
  return weekRangeCaption(first, fromIsoKey(end) ?? first, defaultCalendarLabels.monthNames);
}

export function TeamView() {
  const all = useAtomValue(providerChoicesAtom);
  const [storedChoice, setStoredChoice] = useAtom(teamChoiceAtom);
  const [storedSpanValue, setSpan] = useAtom(teamSpanAtom);
  const [day, setDay] = useAtom(selectedDayAtom);
  const span = storedSpan(storedSpanValue);
  const stored = storedIds(storedChoice);
  const lanes = teamLanes(all, stored);
  const weeks = useProviderWeeks(
    lanes.map((lane) => lane.provider.id),
    day,
  );
  const week = span === 'week';
  const caption = weekCaption(day);
  const title = week ? caption : formatDayHeading(day, dayFormat());

  return (
    <section className={cx(calendarStyles.view, calendarStyles.fill)} aria-label={teamCopy.screen}>
      <CalendarHeaderRow
        view="team"
        title={<time dateTime={day}>{title}</time>}
        titleAttributes={{ 'data-testid': 'team-title', 'data-day': day }}
        onPrevious={() => setDay(addIsoDays(day, week ? -7 : -1))}
        onNext={() => setDay(addIsoDays(day, week ? 7 : 1))}
        previousLabel={week ? calendarCopy.previousWeek : messages.previousDay}
        nextLabel={week ? calendarCopy.nextWeek : messages.nextDay}
        showProvider={false}
      />
      <div className={styles.controls}>
        <SegmentedChoice label={teamCopy.span} hideLabel options={spanOptions} value={span} onChange={setSpan} className={styles.mode} />
        {all.length > 1 ? <ProviderChooser all={all} lanes={lanes} onToggle={(id) => setStoredChoice(toggleLane(all, stored, id))} /> : null}
      </div>
      {lanes.length === 0 ? (
        <EmptyState title={teamCopy.noProviders} />
      ) : week ? (
        <TeamWeek
          day={day}
          caption={caption}
          lanes={lanes}
          weeks={weeks}
          onOpenDay={(opened) => {
            setDay(opened);
            setSpan('day');
          }}
        />
      ) : (
        <TeamDay day={day} lanes={lanes} weeks={weeks} />
      )}
    </section>
  );
}
