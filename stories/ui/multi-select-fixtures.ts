import type { MultiSelectSection } from '../../ui/multi-select/multi-select';

/** The four sections of the add-group panel, two of them empty. */
export const memberSections: readonly MultiSelectSection[] = [
  {
    id: 'clients',
    title: 'Clients',
    options: [
      { value: 'c1', label: 'Chen, Blair' },
      { value: 'c2', label: 'Diaz, Casey' },
      { value: 'c3', label: 'Morgan, Alex' },
    ],
  },
  { id: 'others', title: 'Others', options: [{ value: 'o1', label: 'Novak, Eli' }] },
  { id: 'subscribers', title: 'Subscribers', options: [] },
  { id: 'users', title: 'Users', options: [] },
];

/** A section of `count` generated options, for long-list stories and tests. */
export const manyOptionsSection = (count: number): MultiSelectSection => ({
  id: 'many',
  title: 'Clients',
  options: Array.from({ length: count }, (_, index) => ({ value: `m${index}`, label: `Client ${String(index + 1).padStart(3, '0')}` })),
});
