import { render } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useFieldMarks } from '../../ui/field/use-field-marks';
import { TextField } from '../../ui/text-field/text-field';
import { lightTheme } from '../../ui/theme';

/** A two-field form whose rule is "at least 3 letters"; `blocked` stands for an open popup. */
function Form({ blocked }: { blocked: boolean }) {
  const [values, setValues] = useState({ first: '', last: '' });
  const problems = {
    first: values.first.length < 3 ? 'Too short' : undefined,
    last: values.last.length < 3 ? 'Too short' : undefined,
  };
  const marks = useFieldMarks(problems, { idOf: (key) => `f-${key}`, focusBlocked: blocked });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (problems.first) marks.markAll('first');
        else if (problems.last) marks.markAll('last');
      }}
    >
      {(['first', 'last'] as const).map((key) => (
        <TextField
          key={key}
          id={`f-${key}`}
          label={key}
          value={values[key]}
          error={marks.errorOf(key)}
          onBlur={() => marks.leave(key)}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('useFieldMarks', () => {
  test('given a bad field when left should mark it, and when made valid should clear the mark at once', async () => {
    render(<Form blocked={false} />);
    const first = page.getByRole('textbox', { name: 'first' });
    await userEvent.type(first, 'ab');
    await expect.element(first).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(first).toHaveAttribute('aria-invalid', 'true');
    await expect.element(first).toHaveAccessibleDescription('Too short');
    await userEvent.type(first, 'c');
    await expect.element(first).not.toHaveAttribute('aria-invalid');
    // Cleared until the next leave: emptying it again does not scold mid-typing.
    await userEvent.clear(first);
    await expect.element(first).not.toHaveAttribute('aria-invalid');
  });

  test('given a failed save when nothing blocks should mark every bad field and focus the first', async () => {
    render(<Form blocked={false} />);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    const first = page.getByRole('textbox', { name: 'first' });
    await expect.element(first).toHaveFocus();
    await expect.element(first).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByRole('textbox', { name: 'last' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('given a failed save while a popup blocks focus should focus the field only once it is unblocked', async () => {
    const { rerender } = render(<Form blocked />);
    const save = page.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const first = page.getByRole('textbox', { name: 'first' });
    await expect.element(first).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect.element(first).not.toHaveFocus();
    rerender(<Form blocked={false} />);
    await expect.element(first).toHaveFocus();
  });
});
