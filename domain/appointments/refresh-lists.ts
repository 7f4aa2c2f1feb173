import type { RefreshLists } from '../contract/appointment';

const sortedUnique = (days: Iterable<string>): string[] => [...new Set(days)].sort();

/**
 * The days a write touched (spec 4 refreshRequest): days that had an
 * occurrence before and have none of the new ones are delete_required; days
 * with a new or changed occurrence are refresh_required; refresh_total is both.
 */
export function refreshListsOf(before: Iterable<string>, after: Iterable<string>): RefreshLists {
  const refresh = sortedUnique(after);
  const kept = new Set(refresh);
  const gone = sortedUnique([...before].filter((d) => !kept.has(d)));
  return { delete_required: gone, refresh_required: refresh, refresh_total: sortedUnique([...gone, ...refresh]) };
}

export const NO_REFRESH: RefreshLists = { delete_required: [], refresh_required: [], refresh_total: [] };
