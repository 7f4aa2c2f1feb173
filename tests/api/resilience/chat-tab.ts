/**
 * One browser tab's chat state, kept the way the app keeps it
 * (features/chat/atoms.ts, chat-realtime.tsx): the socket settings of
 * features/realtime/events.ts; on every (re)connect one `remaining` call;
 * parentMessageReceived merged; and the server's link protocol of
 * domain/contract/realtime.ts: on realtimeDegraded the newest id held is
 * noted (the first time until caught up), and the next `remaining` (on
 * realtimeRejoined or a reconnect) starts from it, not from the newest held.
 * Everything is merged by id.
 */
import { io as connect, type Socket } from 'socket.io-client';
import {
  CHAT_REMAINING_MAX,
  type ChatMessage,
  chatRemainingResponse,
  messageReceivedPayload,
  parentMessageReceivedPayload,
} from '../../../domain/contract/chat';
import { SOCKET_OPTIONS } from '../../../features/realtime/events';
import { call, type Session } from './kit';

/** How a tab came to hold a message; 'own': the answer to its own send (confirmSent), which moves its catch-up point too. */
export type Source = 'initial' | 'live' | 'unread' | 'remaining' | 'own';

export class ChatTab {
  readonly held = new Map<number, Source>();
  /** When each message arrived live (ms since the epoch). */
  readonly liveAt = new Map<number, number>();
  readonly socket: Socket;
  connects = 0;
  disconnects = 0;
  remainingCalls = 0;
  degraded = 0;
  rejoined = 0;
  /** The noted catch-up point (realtimeDegraded), null when none. */
  catchUpFrom: number | null = null;
  /** A `remaining` answer as long as the server's cap: the app would not ask again, so anything beyond it is lost to this tab. */
  remainingCapped = false;
  /** What each `remaining` call asked and got, for a failure's message. */
  readonly calls: string[] = [];
  /** Every event heard, with when: a failure's message, and what arrived during an outage. */
  readonly events: { event: string; at: number }[] = [];

  constructor(
    readonly label: string,
    readonly base: string,
    readonly who: Session,
  ) {
    this.socket = connect(base, { ...SOCKET_OPTIONS, auth: { userId: who.userId, token: who.token }, transports: ['websocket'], forceNew: true, autoConnect: false });
    this.socket.onAny((event: string) => this.events.push({ event, at: Date.now() }));
    this.socket.on('messageReceived', (raw: unknown) => {
      const m = messageReceivedPayload.parse(raw);
      if (!this.liveAt.has(m.id)) this.liveAt.set(m.id, Date.now());
      this.take([m], 'live');
    });
    this.socket.on('parentMessageReceived', (raw: unknown) => this.take(parentMessageReceivedPayload.parse(raw).messages, 'unread'));
    this.socket.on('connect', () => {
      this.connects++;
      void this.fetchRemaining();
    });
    this.socket.on('disconnect', () => this.disconnects++);
    this.socket.on('realtimeDegraded', () => {
      this.degraded++;
      this.catchUpFrom ??= this.newest();
    });
    this.socket.on('realtimeRejoined', () => {
      this.rejoined++;
      void this.fetchRemaining();
    });
  }

  newest(): number {
    return Math.max(0, ...this.held.keys());
  }

  take(messages: readonly ChatMessage[], source: Source): void {
    for (const m of messages) if (!this.held.has(m.id)) this.held.set(m.id, source);
  }

  /** What the screens hold before the socket: the conversations loaded on the dashboard. */
  async load(): Promise<void> {
    const answer = await call(this.base, this.who, 'GET', `/api/chat/message/remaining/${this.who.userId}/0`);
    if (answer?.status !== 200) throw new Error(`${this.label}: initial load failed`);
    this.take(chatRemainingResponse.parse(answer.body).messages, 'initial');
  }

  /** fetchRemainingAtom: one call from the noted catch-up point, else from the newest id held. */
  async fetchRemaining(): Promise<void> {
    const noted = this.catchUpFrom;
    this.catchUpFrom = null;
    const since = noted ?? this.newest();
    if (since === 0) return;
    this.remainingCalls++;
    const answer = await call(this.base, this.who, 'GET', `/api/chat/message/remaining/${this.who.userId}/${since}`);
    this.calls.push(`remaining since ${since}${noted === null ? '' : ' (noted)'}: ${answer?.status ?? 'no answer'}`);
    if (answer?.status !== 200) {
      // Not caught up: the next rejoin or reconnect starts from the same point.
      if (noted !== null) this.catchUpFrom = Math.min(this.catchUpFrom ?? noted, noted);
      return;
    }
    const { messages } = chatRemainingResponse.parse(answer.body);
    this.calls.push(`  answered ${messages.map((m) => m.id).join(',')}`);
    if (messages.filter((m) => m.id > since).length >= CHAT_REMAINING_MAX) this.remainingCapped = true;
    this.take(messages, 'remaining');
  }

  count(source: Source, ids: readonly number[]): number {
    return ids.filter((id) => this.held.get(id) === source).length;
  }
}
