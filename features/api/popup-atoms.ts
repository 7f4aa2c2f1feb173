/**
 * The global message popup and the error popup (spec 2, 8), fed only by texts
 * of the domain message table. Any feature may queue a message; the app shell
 * shows them one at a time.
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { MESSAGE_DEFAULT_SECONDS, messages, type MessageKey, type MessageText } from '../../domain/messages';

export interface MessageAction {
  /** Link text. */
  label: string;
  /** App path the link goes to. */
  to: string;
}

export interface GlobalMessage {
  id: number;
  text: MessageText | string;
  /** Seconds before the popup hides itself (default MESSAGE_DEFAULT_SECONDS). */
  seconds: number;
  action?: MessageAction;
}

export interface MessageInput {
  /** A key of the message table, or a text the server sent (e.g. a 422's message). */
  key?: MessageKey;
  text?: string;
  seconds?: number;
  action?: MessageAction;
}

let nextId = 1;

export const messageQueueAtom = atom<GlobalMessage[]>([]);

/** The message being shown, if any. */
export const currentMessageAtom = atom((get) => get(messageQueueAtom)[0] ?? null);

export const pushMessageAtom = atom(null, (get, set, input: MessageInput) => {
  const text = input.key ? messages[input.key] : input.text;
  if (!text) return;
  const queue = get(messageQueueAtom);
  // The same text twice in a row (e.g. several calls failing with 401) is shown once.
  if (queue.some((m) => m.text === text)) return;
  set(messageQueueAtom, [
    ...queue,
    { id: nextId++, text, seconds: input.seconds ?? MESSAGE_DEFAULT_SECONDS, action: input.action },
  ]);
});

export const dismissMessageAtom = atom(null, (get, set, id: number) => {
  set(
    messageQueueAtom,
    get(messageQueueAtom).filter((m) => m.id !== id),
  );
});

/** The error popup: one text at a time, closed only by its CLOSE link. */
export const errorPopupAtom = atom<string | null>(null);

/**
 * A message to show after the next page load: logout reloads the page
 * (spec 4), and the reason must survive it.
 */
export const flashMessageAtom = atomWithStorage<MessageKey | null>(
  'meadow.flash',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
