/**
 * The global message popup and the error popup (spec 2, 8), fed only by texts
 * of the domain message table. Any feature may queue a message; the app shell
 * shows them one at a time. Routine news (a new chat message or mail, a mail
 * sent) is a notice instead (issue 27 item 9): a banner that never takes focus
 * nor blocks the screen, queued apart so a popup and a notice never wait on
 * each other.
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
  /** A banner that never blocks nor takes focus, rather than a popup. */
  notice: boolean;
}

/** Routine news: shown as a notice, never a popup. */
const NOTICE_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'newMessage',
  'newMail',
  'mailSent',
  // The waitlist's routine confirmations (issue 29): the list itself shows the change; a front desk is not stopped for them.
  'waitlistEntrySaved',
  'waitlistEntryRemoved',
  'waitlistSettingsSaved',
]);

export interface MessageInput {
  /** A key of the message table, or a text the server sent (e.g. a 422's message). */
  key?: MessageKey;
  text?: string;
  seconds?: number;
  action?: MessageAction;
}

let nextId = 1;

export const messageQueueAtom = atom<GlobalMessage[]>([]);

/** The popup being shown, if any (it blocks the screen: forms hold their focus meanwhile). */
export const currentMessageAtom = atom((get) => get(messageQueueAtom).find((m) => !m.notice) ?? null);

/** The notice being shown, if any. */
export const currentNoticeAtom = atom((get) => get(messageQueueAtom).find((m) => m.notice) ?? null);

export const pushMessageAtom = atom(null, (get, set, input: MessageInput) => {
  const text = input.key ? messages[input.key] : input.text;
  if (!text) return;
  const queue = get(messageQueueAtom);
  // The same text twice in a row (e.g. several calls failing with 401) is shown once.
  if (queue.some((m) => m.text === text)) return;
  set(messageQueueAtom, [
    ...queue,
    {
      id: nextId++,
      text,
      seconds: input.seconds ?? MESSAGE_DEFAULT_SECONDS,
      action: input.action,
      notice: input.key !== undefined && NOTICE_KEYS.has(input.key),
    },
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
