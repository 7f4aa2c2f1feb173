/**
 * A small stand-in for `window` with a real session history (entries, an
 * index, asynchronous back traversals firing popstate) for the leave guard.
 * `pushState` / `replaceState` start out wrapped, as wouter leaves them, and
 * the wrapper counts calls, so tests see what reached "the router".
 */
import type { GuardedWindow } from '../../../../../features/mail/compose/leave-guard';

interface Entry {
  state: unknown;
  url: string;
}

type Listener = (event: Event) => void;

const ORIGIN = 'https://meadow.test';

export class FakeWindow implements GuardedWindow {
  entries: Entry[];
  index: number;
  readonly routerCalls: string[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(paths: string[]) {
    this.entries = paths.map((p) => ({ state: null, url: `${ORIGIN}${p}` }));
    this.index = this.entries.length - 1;
    const write = (replace: boolean) => (state: unknown, _unused: string, url?: string | URL | null) => {
      const next = { state, url: url == null ? this.current.url : new URL(String(url), this.current.url).href };
      if (replace) this.entries[this.index] = next;
      else {
        this.entries = [...this.entries.slice(0, this.index + 1), next];
        this.index += 1;
      }
      this.routerCalls.push(`${replace ? 'replace' : 'push'} ${new URL(next.url).pathname}${new URL(next.url).search}`);
    };
    this.history.pushState = write(false);
    this.history.replaceState = write(true);
  }

  private get current(): Entry {
    return this.entries[this.index]!;
  }

  readonly history = {
    pushState: ((): void => undefined) as GuardedWindow['history']['pushState'],
    replaceState: ((): void => undefined) as GuardedWindow['history']['replaceState'],
    back: (): void => {
      // Like a browser: the traversal happens later, then popstate fires.
      setTimeout(() => {
        if (this.index === 0) return;
        this.index -= 1;
        this.dispatch('popstate', new Event('popstate'));
      }, 0);
    },
    state: null as unknown,
  };

  readonly location = {
    href: '',
    pathname: '',
  };

  /** The address of the entry shown, as the tests read it. */
  get path(): string {
    const url = new URL(this.current.url);
    return `${url.pathname}${url.search}`;
  }

  get paths(): string[] {
    return this.entries.map((e) => {
      const url = new URL(e.url);
      return `${url.pathname}${url.search}`;
    });
  }

  /** The entries Back can reach, and the one shown (forward entries left out, as a browser keeps them until the next push). */
  get backStack(): string[] {
    return this.paths.slice(0, this.index + 1);
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  listenerCount(type: string): number {
    return this.listeners.get(type)?.size ?? 0;
  }

  dispatch(type: string, event: Event): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }

  setTimeout = (handler: () => void, ms: number): number => setTimeout(handler, ms) as unknown as number;
  clearTimeout = (id: number): void => clearTimeout(id);
}

/** A FakeWindow whose `state` and `location` always read the entry shown. */
export function fakeWindow(paths: string[]): FakeWindow {
  const win = new FakeWindow(paths);
  Object.defineProperty(win.history, 'state', { get: () => win.entries[win.index]!.state });
  Object.defineProperty(win.location, 'href', { get: () => win.entries[win.index]!.url });
  Object.defineProperty(win.location, 'pathname', { get: () => new URL(win.entries[win.index]!.url).pathname });
  return win;
}

/**
 * Lets queued traversals (and their popstate) happen, including a traversal a
 * popstate handler queues in turn. Rounds of zero-delay timers, not a fixed
 * delay: on a loaded machine a 5 ms timer could fire before a chained
 * traversal's timer, while each round here is queued after the one before it.
 */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
