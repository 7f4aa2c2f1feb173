/** The header's split-screen switch for the monthly view (spec 2): grid and day list together, or the grid only. */
import { useAtom } from 'jotai';
import { messages } from '../../../domain/messages';
import { Toggle } from '../../../ui/toggle/toggle';
import { splitScreenMonthlyAtom } from '../../session/atoms';

export function SplitScreenToggle({ className }: { className?: string }) {
  const [on, setOn] = useAtom(splitScreenMonthlyAtom);
  return <Toggle label={messages.splitScreen} checked={on} onCheckedChange={setOn} wrapperClassName={className} />;
}
