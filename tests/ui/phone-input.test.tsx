import { render } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { PhoneInput, type PhoneInputProps } from '../../ui/phone-input/phone-input';
import { caretAfterDigits, editPhone, maskWithCaret, pastePhone } from '../../ui/phone-input/phone-input-state';
import { lightTheme } from '../../ui/theme';

async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

function Phone({ initial = '', onValueChange, ...props }: Partial<PhoneInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      label="Phone"
      {...props}
      value={value}
      onValueChange={(masked) => {
        setValue(masked);
        onValueChange?.(masked);
      }}
    />
  );
}

function setup(props: Partial<PhoneInputProps> & { initial?: string } = {}) {
  const onValueChange = vi.fn<(masked: string) => void>();
  render(<Phone onValueChange={onValueChange} {...props} />);
  const input = page.getByRole('textbox', { name: 'Phone' });
  const element = () => input.element() as HTMLInputElement;
  /** Focuses the field with the caret (or selection) at the given positions. */
  const caretAt = (start: number, end = start) => {
    element().focus();
    element().setSelectionRange(start, end);
  };
  /** A paste as the browser fires it, with the text on the event's clipboard. */
  const paste = (text: string) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    element().dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  };
  return { input, element, caretAt, paste, onValueChange };
}

beforeAll(() => {
  document.documentElement.classList.add(lightTheme);
});

describe('PhoneInput state', () => {
  test('given a count of digits when placing the caret should land just after that digit, before any dash', () => {
    expect(caretAfterDigits('212-555-0101', 0)).toBe(0);
    expect(caretAfterDigits('212-555-0101', 3)).toBe(3);
    expect(caretAfterDigits('212-555-0101', 4)).toBe(5);
    expect(caretAfterDigits('212-555-0101', 10)).toBe(12);
  });

  test('given raw text with letters, leading zeros and too many digits when masked should keep the caret after the same digit', () => {
    expect(maskWithCaret('2125', 4)).toEqual({ value: '212-5', caret: 5 });
    expect(maskWithCaret('0212', 1)).toEqual({ value: '212', caret: 0 });
    expect(maskWithCaret('21a2', 3)).toEqual({ value: '212', caret: 2 });
    expect(maskWithCaret('', 0)).toEqual({ value: '', caret: 0 });
  });

  test('given a Backspace or Delete that removed only a dash when edited should remove the digit beside it', () => {
    expect(editPhone('212-555', '212555', 3, 'deleteContentBackward')).toEqual({ value: '215-55', caret: 2 });
    expect(editPhone('212-555', '212555', 3, 'deleteContentForward')).toEqual({ value: '212-55', caret: 3 });
  });

  test('given a digit typed into a full number when edited should refuse it and keep the caret', () => {
    expect(editPhone('212-555-0101', '2192-555-0101', 3, 'insertText')).toEqual({ value: '212-555-0101', caret: 2 });
  });

  test('given pasted text when it carries punctuation or a +1 country code should keep the ten digits', () => {
    expect(pastePhone('', '(212) 555-0101', 0, 0)).toEqual({ value: '212-555-0101', caret: 12 });
    expect(pastePhone('', '+1 212 555 0101', 0, 0)).toEqual({ value: '212-555-0101', caret: 12 });
    expect(pastePhone('212-0101', '555', 4, 4)).toEqual({ value: '212-555-0101', caret: 7 });
  });
});

describe('PhoneInput', () => {
  test('given a phone field when rendered should be a labelled tel field with the xxx-xxx-xxxx placeholder and 12 characters at most', async () => {
    const { input } = setup();
    await expect.element(input).toHaveAttribute('type', 'tel');
    await expect.element(input).toHaveAttribute('inputmode', 'numeric');
    await expect.element(input).toHaveAttribute('placeholder', 'xxx-xxx-xxxx');
    await expect.element(input).toHaveAttribute('maxlength', '12');
  });

  test('given digits typed when masking should insert dashes after the third and sixth digit', async () => {
    const { input, caretAt, onValueChange } = setup();
    caretAt(0);
    await userEvent.keyboard('2125');
    await expect.element(input).toHaveValue('212-5');
    await userEvent.keyboard('550101');
    await expect.element(input).toHaveValue('212-555-0101');
    expect(onValueChange).toHaveBeenLastCalledWith('212-555-0101');
    expect(onValueChange).toHaveBeenCalledTimes(10);
  });

  test('given letters, a leading zero and an eleventh digit when typed should refuse them', async () => {
    const { input, element, caretAt } = setup();
    caretAt(0);
    await userEvent.keyboard('0x-2');
    await expect.element(input).toHaveValue('2');
    await userEvent.keyboard('12555010199');
    await expect.element(input).toHaveValue('212-555-0101');
    expect(element().selectionStart).toBe(12);
  });

  test('given a letter typed mid-number when refused should leave the caret where it was', async () => {
    const { input, element, caretAt } = setup({ initial: '212-555-0101' });
    caretAt(5);
    await userEvent.keyboard('q');
    await expect.element(input).toHaveValue('212-555-0101');
    expect(element().selectionStart).toBe(5);
  });

  test('given the caret just after a dash when Backspace is pressed should delete the digit before the dash', async () => {
    const { input, element, caretAt } = setup({ initial: '212-555-0101' });
    caretAt(8);
    await userEvent.keyboard('{Backspace}');
    await expect.element(input).toHaveValue('212-550-101');
    expect(element().selectionStart).toBe(6);
  });

  test('given the caret just before a dash when Delete is pressed should delete the digit after the dash', async () => {
    const { input, element, caretAt } = setup({ initial: '212-555-0101' });
    caretAt(3);
    await userEvent.keyboard('{Delete}');
    await expect.element(input).toHaveValue('212-550-101');
    expect(element().selectionStart).toBe(3);
  });

  test('given a digit typed mid-number when the dashes shift should keep the caret after the typed digit', async () => {
    const { input, element, caretAt } = setup({ initial: '212-555-010' });
    caretAt(2);
    await userEvent.keyboard('9');
    await expect.element(input).toHaveValue('219-255-5010');
    expect(element().selectionStart).toBe(3);
    await userEvent.keyboard('{Backspace}');
    await expect.element(input).toHaveValue('212-555-010');
    expect(element().selectionStart).toBe(2);
  });

  test('given a digit deleted mid-number when the dashes shift should keep the caret between the same digits', async () => {
    const { input, element, caretAt } = setup({ initial: '212-555-0101' });
    caretAt(6);
    await userEvent.keyboard('{Backspace}');
    await expect.element(input).toHaveValue('212-550-101');
    expect(element().selectionStart).toBe(5);
  });

  test('given a formatted number when pasted should keep only its digits, masked', async () => {
    const { input, element, caretAt, paste, onValueChange } = setup();
    caretAt(0);
    paste('(212) 555-0101');
    await expect.element(input).toHaveValue('212-555-0101');
    expect(onValueChange).toHaveBeenLastCalledWith('212-555-0101');
    expect(element().selectionStart).toBe(12);
  });

  test('given a selection when a number with a country code is pasted over it should replace the selection', async () => {
    const { input, caretAt, paste } = setup({ initial: '999-999-9999' });
    caretAt(0, 12);
    paste('+1 (212) 555-0101');
    await expect.element(input).toHaveValue('212-555-0101');
  });

  test('given all selected when a digit is typed should start over from that digit', async () => {
    const { input, caretAt } = setup({ initial: '212-555-0101' });
    caretAt(0, 12);
    await userEvent.keyboard('3');
    await expect.element(input).toHaveValue('3');
  });

  test('given an error when rendered should mark the field invalid and describe it with hint and error', async () => {
    const { input } = setup({ initial: '212-555', hint: 'Ten digits.', error: 'Enter a valid phone number.' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Ten digits. Enter a valid phone number.');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Enter a valid phone number.');
  });

  test('given a field with a value and an error when checked with axe should find no serious violations', async () => {
    const { input } = setup({ initial: '212-555-0101', error: 'Enter a valid phone number.' });
    await expect.element(input).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });
});
