import type { PermittedUser } from './contract/auth';
import { DELEGATE_ROLE, isPickableProvider, usesSubscriberAsProvider } from './roles';

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
 * The header's provider list (spec 6): a delegate (24) gets only the
 * providers the server returned; everyone else gets themselves first.
 * Non-permitted providers are never offered.
 */
export function providerChoices(session: ProviderSessionFacts, permitted: readonly PermittedUser[]): ProviderChoice[] {
  const pickable = permitted
    .filter(isPickableProvider)
    .map(({ id, firstName, lastName }) => ({ id, firstName, lastName }));
  if (session.userRole === DELEGATE_ROLE) return pickable;
  const self = { id: session.userId, firstName: session.firstName, lastName: session.lastName };
  return [self, ...pickable.filter((p) => p.id !== self.id)];
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
