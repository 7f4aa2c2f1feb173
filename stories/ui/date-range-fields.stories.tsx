import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { DateRangeFields, type DateRange, type DateRangeFieldsProps } from '../../ui/date-range-fields/date-range-fields';

interface StoryArgs extends DateRangeFieldsProps {
  /** The enclosing form's submit: Go is a submit button and does nothing on its own. */
  onSubmit: () => void;
}

/** Holds the range and the form around it, as a search screen would. */
function RangeForm({ onSubmit, ...args }: StoryArgs) {
  const [range, setRange] = useState<DateRange>(args.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit}>
      <DateRangeFields
        {...args}
        value={range}
        onChange={(change) => {
          setRange((current) => ({ ...current, ...change }));
          args.onChange(change);
        }}
      />
    </form>
  );
}

const meta = {
  title: 'UI/DateRangeFields',
  component: DateRangeFields,
  args: {
    legend: 'Dates',
    fromLabel: 'From',
    toLabel: 'To',
    goLabel: 'Go',
    value: { from: '2026-01-01', to: '2026-12-31' },
    onChange: fn(),
    onSubmit: fn(),
  },
  render: (args) => <RangeForm {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Each typed date reports only its own end; Go and Enter in a date field submit the form around it. */
export const TypeDatesAndSubmit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Dates' })).toBeInTheDocument();
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-01');
    await expect(from).toHaveValue('2026-03-01');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2026-03-01' });
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await expect(to).toHaveValue('2026-03-31');
    await expect(args.onChange).toHaveBeenLastCalledWith({ to: '2026-03-31' });
    await expect(from).toHaveValue('2026-03-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(to, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};
