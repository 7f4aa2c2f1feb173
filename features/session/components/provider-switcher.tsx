/**
 * The header's provider switcher (spec 1, 6): shown only when there is more
 * than one choice, lists only permitted providers, and is blocked on detail
 * and add screens.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { formatFullName } from '../../../domain/names';
import { Select } from '../../../ui/select/select';
import { providerChoicesAtom, selectedProviderIdAtom, selectProviderAtom } from '../atoms';

export interface ProviderSwitcherProps {
  /** Detail and add screens block switching. */
  disabled?: boolean;
  className?: string;
}

export function ProviderSwitcher({ disabled = false, className }: ProviderSwitcherProps) {
  const choices = useAtomValue(providerChoicesAtom);
  const selected = useAtomValue(selectedProviderIdAtom);
  const select = useSetAtom(selectProviderAtom);
  if (choices.length <= 1) return null;
  const options = choices.map((c) => ({ value: String(c.id), label: formatFullName(c) }));
  return (
    <Select
      label="Provider"
      hideLabel
      wrapperClassName={className}
      options={options}
      value={String(selected)}
      disabled={disabled}
      onValueChange={(value) => select(Number(value))}
    />
  );
}
