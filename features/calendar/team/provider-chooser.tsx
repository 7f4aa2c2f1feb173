/**
 * Which providers' lanes show: one chip per provider the user may act for,
 * in its lane's colour, pressed when shown. The last one shown cannot be
 * turned off (a view of no one says nothing).
 */
import { formatFullName } from '../../../domain/names';
import type { ProviderChoice } from '../../../domain/providers';
import { laneColour, type TeamLane } from '../../../domain/calendar/team-lanes';
import { cx } from '../../../ui/utils/cx';
import { laneTone } from './lane-tone';
import { teamCopy } from './team-copy';
import * as styles from './team.css';

export interface ProviderChooserProps {
  all: readonly ProviderChoice[];
  lanes: readonly TeamLane[];
  onToggle: (providerId: number) => void;
}

export function ProviderChooser({ all, lanes, onToggle }: ProviderChooserProps) {
  const shown = new Set(lanes.map((lane) => lane.provider.id));
  return (
    <div role="group" aria-label={teamCopy.providers} className={styles.chooser} data-testid="team-chooser">
      {all.map((provider) => {
        const pressed = shown.has(provider.id);
        return (
          <button
            key={provider.id}
            type="button"
            aria-pressed={pressed}
            disabled={pressed && shown.size === 1}
            className={cx(styles.chip, laneTone(laneColour(provider.id, all)))}
            onClick={() => onToggle(provider.id)}
          >
            <span aria-hidden="true" className={styles.chipMark} />
            {formatFullName(provider)}
          </button>
        );
      })}
    </div>
  );
}
