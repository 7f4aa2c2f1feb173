/**
 * Whose calendar it is (issue 27 item 4), in the calendar's header row:
 * the selected provider's name for those who may look at someone else's
 * calendar (staff, delegates, providers acting for others). With more than
 * one choice the name is the provider picker itself, so there is one place
 * to read and change it. A provider alone on their own calendar and portal
 * users see nothing: it can only be theirs.
 */
import { useAtomValue } from 'jotai';
import { formatFullName } from '../../../domain/names';
import { VisuallyHidden } from '../../../ui/visually-hidden/visually-hidden';
import { nonPortalAtom, providerChoicesAtom, selectedProviderIdAtom, sessionAtom } from '../../session/atoms';
import { ProviderSwitcher } from '../../session/components/provider-switcher';
import { calendarCopy } from '../copy';
import * as styles from './calendar-header-row.css';

export function CalendarProvider() {
  const nonPortal = useAtomValue(nonPortalAtom);
  const choices = useAtomValue(providerChoicesAtom);
  const selectedId = useAtomValue(selectedProviderIdAtom);
  const userId = useAtomValue(sessionAtom)?.userId;
  if (!nonPortal) return null;
  if (choices.length > 1) {
    return <ProviderSwitcher className={styles.providerField} selectClassName={styles.providerSelect} />;
  }
  const selected = choices.find((choice) => choice.id === selectedId);
  if (!selected || selectedId === userId) return null;
  return (
    <span className={styles.providerName} data-testid="calendar-provider">
      <VisuallyHidden>{calendarCopy.calendarOf} </VisuallyHidden>
      {formatFullName(selected)}
    </span>
  );
}
