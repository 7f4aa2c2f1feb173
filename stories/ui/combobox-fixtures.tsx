import { useState } from 'react';
import { Button } from '../../ui/button/button';
import { Combobox, type ComboboxOption, type ComboboxProps } from '../../ui/combobox/combobox';

export const people: readonly ComboboxOption[] = [
  { id: '1', label: 'Morgan, Alex', description: 'Portland' },
  { id: '2', label: 'Chen, Blair', description: 'Seattle' },
  { id: '3', label: 'Diaz, Casey', description: 'Austin' },
  { id: '4', label: 'Okafor, Dana', description: 'Denver' },
  { id: '5', label: 'Novak, Eli', description: 'Boston' },
  { id: '6', label: 'Haddad, Farah', description: 'Chicago' },
  { id: '7', label: 'Ito, Gray', description: 'Phoenix' },
  { id: '8', label: 'Lund, Harper', description: 'Madison' },
  { id: '9', label: 'Reyes, Indy', description: 'Tucson' },
  { id: '10', label: 'Walsh, Jordan', description: 'Albany' },
  { id: '11', label: 'Kim, Kai', description: 'Reno' },
];

/** What a caller does: case-insensitive match on the label, at most ten. */
export function filterPeople(text: string): readonly ComboboxOption[] {
  const needle = text.trim().toLowerCase();
  return people.filter((person) => person.label.toLowerCase().includes(needle)).slice(0, 10);
}

export type DemoProps = Omit<ComboboxProps, 'inputValue' | 'onInputChange' | 'options'> & {
  initialText?: string;
  onInputChange?: (text: string) => void;
  options?: readonly ComboboxOption[];
  withFooter?: boolean;
};

/** A controlled combobox that filters `people` as a caller would and shows the picked label. */
export function FilteringCombobox({ initialText = '', onInputChange, onSelect, options, withFooter = false, ...args }: DemoProps) {
  const [text, setText] = useState(initialText);
  return (
    <Combobox
      {...args}
      inputValue={text}
      options={options ?? filterPeople(text)}
      onInputChange={(next) => {
        setText(next);
        onInputChange?.(next);
      }}
      onSelect={(option) => {
        setText(option.label);
        onSelect(option);
      }}
      footer={
        withFooter ? (
          <Button variant="ghost" fullWidth>
            {text.trim() ? `Add “${text.trim()}” as new` : 'Add new'}
          </Button>
        ) : undefined
      }
    />
  );
}
