/**
 * The booking form's one provider picker (spec 2: 'shown only when more
 * than one provider; excludes non-permitted'; issue 27 item 6). Pure.
 */
import type { PermittedUser } from '../../../domain/contract/auth';
import type { ProviderChoice } from '../../../domain/providers';
import { isPickableProvider } from '../../../domain/roles';

export interface ProviderOption {
  value: string;
  label: string;
}

/**
 * The picker's options: form_details' providers (the server's
 * providerChoices: a staff member who is not a provider is not among them),
 * each still pickable in the session's permitted list. None when the server
 * answered false (one provider only): the picker is then not shown.
 */
export function providerOptionsOf(providers: readonly ProviderChoice[] | false, permitted: readonly PermittedUser[]): ProviderOption[] {
  if (providers === false) return [];
  return providers
    .filter((p) => {
      const row = permitted.find((u) => u.id === p.id);
      return row === undefined || isPickableProvider(row);
    })
    .map((p) => ({ value: String(p.id), label: `${p.lastName}, ${p.firstName}` }));
}

/** The provider a link asks to book for (`/add?provider=<id>`), when the user may book for them; else undefined. */
export const bookableProvider = (asked: number | undefined, choices: readonly Pick<ProviderChoice, 'id'>[]): number | undefined =>
  asked !== undefined && choices.some((c) => c.id === asked) ? asked : undefined;
