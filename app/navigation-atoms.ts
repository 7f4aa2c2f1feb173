import { atom } from 'jotai';

/**
 * The app paths visited in this page load, newest last. Back buttons use the
 * one before the current to decide between history.back() and /daily
 * (domain/route-guards backDecision).
 */
export const visitedPathsAtom = atom<string[]>([]);

export const previousPathAtom = atom((get) => {
  const visited = get(visitedPathsAtom);
  return visited.length >= 2 ? (visited[visited.length - 2] ?? null) : null;
});

/** Moves the list along: going back to the previous path pops, anything else pushes. */
export const recordPathAtom = atom(null, (get, set, path: string) => {
  const visited = get(visitedPathsAtom);
  const last = visited[visited.length - 1];
  if (last === path) return;
  if (visited[visited.length - 2] === path) set(visitedPathsAtom, visited.slice(0, -1));
  else set(visitedPathsAtom, [...visited, path]);
});
