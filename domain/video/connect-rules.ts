/**
 * Who may come into a Meadow Connect session, and when (issue 15): pure, so
 * the join route, the signalling namespace and the join screen decide alike.
 */
import { CONNECT_OPENS_BEFORE_MINUTES, type ConnectRole } from '../contract/video';
import { messages } from '../messages';

export interface ConnectTimes {
  startsAt: Date;
  endsAt: Date;
  isCancelled: boolean;
}

/** From when a guest may knock. */
export const opensAt = (startsAt: Date): Date => new Date(startsAt.getTime() - CONNECT_OPENS_BEFORE_MINUTES * 60_000);

/**
 * Why this role may not join now, or null. Cancelled and ended refuse
 * everyone; before opensAt refuses guests only (a host may come in early to
 * try the camera). A session under way is not cut at its end time: this
 * only decides who may come in.
 */
export function connectRefusal(
  s: ConnectTimes,
  role: ConnectRole,
  now: Date,
): typeof messages.videoSessionCancelled | typeof messages.videoSessionPastTime | typeof messages.videoSessionNotOpenYet | null {
  if (s.isCancelled) return messages.videoSessionCancelled;
  if (s.endsAt.getTime() <= now.getTime()) return messages.videoSessionPastTime;
  if (role === 'guest' && now.getTime() < opensAt(s.startsAt).getTime()) return messages.videoSessionNotOpenYet;
  return null;
}

/** The join screen's title: neutral, the provider's name only ('Video session with Dr. Rivera'). */
export function connectTitle(provider: { namePrefix?: string | null; firstName: string; lastName: string }): string {
  const prefix = provider.namePrefix?.trim() ?? '';
  const last = provider.lastName.trim();
  const name = prefix && last ? `${prefix} ${last}` : [provider.firstName.trim(), last].filter(Boolean).join(' ');
  return name ? `Video session with ${name}` : 'Video session';
}
