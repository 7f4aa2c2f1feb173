/** The timezone picker of the client and person forms, fed by timezone/get (spec 7). */
import { useMemo } from 'react';
import { contactsTexts as t } from '../../../domain/messages';
import { Select } from '../../../ui/select/select';
import type { ContactFieldHook } from './use-contact-validation';

export interface TimezoneSelectProps {
  zones: readonly string[];
  value: string;
  onChange: (zone: string) => void;
  field?: ContactFieldHook;
}

export function TimezoneSelect({ zones, value, onChange, field }: TimezoneSelectProps) {
  // A stored zone the server no longer lists still shows, so opening a record never changes it.
  const options = useMemo(
    () => (zones.includes(value) ? zones : [value, ...zones]).map((z) => ({ value: z, label: z.replace(/_/g, ' ') })),
    [zones, value],
  );
  return <Select label={t.timezone} options={options} value={value} onValueChange={onChange} {...field} />;
}
