/** The header's split-screen switch for the monthly view (spec 2): grid and day list together, or the grid only. */
import { useAtom } from 'jotai';
import { messages } from '../../../domain/messages';
import { Toggle, type ToggleTone } from '../../../ui/toggle/toggle';
import { splitScreenMonthlyAtom } from '../../session/atoms';

export function SplitScreenToggle({ tone }: { tone?: ToggleTone }) {
  const [on, setOn] = useAtom(splitScreenMonthlyAtom);
  return <Toggle label={messages.splitScreen} checked={on} onCheckedChange={setOn} tone={tone} />;
}
