import type { PermittedUser } from './contract/auth';
import { DELEGATE_ROLE, isPickableProvider, PROVIDER_ROLE, usesSubscriberAsProvider } from './roles';

export interface ProviderChoice {
  id: number;
  firstName: string;
  lastName: string;
}

export interface ProviderSessionFacts {
  userId: number;
  userRole: number;
  firstName: string;
  lastName: string;
  subscriber_id: number | null;
}

/**
 * The providers a user may act and book for: the header's list and the
 * booking form's (spec 2, 6). A delegate (24) gets only the providers the
 * server returned; the practice's provider (7) gets themselves first
 * (spec 6). A staff member who is not a provider (8, 11: the front desk,
 * issue 27 item 6) has no calendar of their own, so is offered only the
 * providers they act for, and themselves only when there are none, so a
 * session always has someone to act for. Non-permitted providers are never
 * offered.
 */
export function providerChoices(session: ProviderSessionFacts, permitted: readonly PermittedUser[]): ProviderChoice[] {
  const pickable = permitted
    .filter(isPickableProvider)
    .map(({ id, firstName, lastName }) => ({ id, firstName, lastName }));
  if (session.userRole === DELEGATE_ROLE) return pickable;
  const others = pickable.filter((p) => p.id !== session.userId);
  if (session.userRole !== PROVIDER_ROLE && others.length > 0) return others;
  return [{ id: session.userId, firstName: session.firstName, lastName: session.lastName }, ...others];
}

/** Role 24 and portal users act for their subscriber; other roles act as their own provider. */
export function defaultProviderId(session: ProviderSessionFacts, permitted: readonly PermittedUser[]): number {
  if (usesSubscriberAsProvider(session.userRole) && session.subscriber_id !== null) return session.subscriber_id;
  const choices = providerChoices(session, permitted);
  return choices[0]?.id ?? session.userId;
}

/** Switching is only allowed to someone in the permitted list. */
export const canSwitchToProvider = (
  providerId: number,
  session: ProviderSessionFacts,
  permitted: readonly PermittedUser[],
): boolean => providerChoices(session, permitted).some((p) => p.id === providerId);
