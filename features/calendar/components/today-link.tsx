/** The footer's 'Today' (spec 2): selects today in the calendar and opens /daily. */
import { useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { paths } from '../../../domain/routes';
import { selectTodayAtom } from '../atoms';

export function TodayLink({ className }: { className?: string }) {
  const selectToday = useSetAtom(selectTodayAtom);
  return (
    <Link href={paths.daily} className={className} onClick={() => selectToday()}>
      Today
    </Link>
  );
}
