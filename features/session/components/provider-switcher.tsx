/**
 * The provider switcher (spec 1, 6): shown only when there is more than one
 * choice, lists only permitted providers. Under the app bar on screens
 * that switch (contacts, chat, mail); on calendar screens it is the name in
 * the calendar's header row (issue 27 item 4), as a compact native picker.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { formatFullName } from '../../../domain/names';
import { Select } from '../../../ui/select/select';
import { providerChoicesAtom, selectedProviderIdAtom, selectProviderAtom } from '../atoms';

export interface ProviderSwitcherProps {
  /** Detail and add screens block switching. */
  disabled?: boolean;
  /** Class of the field's wrapper. */
  className?: string;
  /** Class of the native select itself (e.g. a compact line of text). */
  selectClassName?: string;
}

export function ProviderSwitcher({ disabled = false, className, selectClassName }: ProviderSwitcherProps) {
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
      className={selectClassName}
      options={options}
      value={String(selected)}
      disabled={disabled}
      onValueChange={(value) => select(Number(value))}
    />
  );
}
