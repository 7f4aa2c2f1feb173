/**
 * A phone number field (spec 5): digits only, at most ten, a leading zero
 * rejected, dashes after the third and sixth digit (xxx-xxx-xxxx, 12
 * characters). The value is always the masked text.
 */
import type { ChangeEvent, ClipboardEvent } from 'react';
import { PHONE_INPUT_MAX } from '../../domain/contacts/phone';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { cx } from '../utils/cx';
import { editPhone, pastePhone, type PhoneEdit } from './phone-input-state';
import * as styles from './phone-input.css';

export interface PhoneInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'maxLength' | 'inputMode'> {
  /** The masked value, e.g. '555-010-1234'. */
  value: string;
  /** Called with the masked text after every edit. */
  onValueChange: (masked: string) => void;
}

/**
 * A labelled TextField (hint, error and `aria-invalid` as there) that masks
 * as you type. The caret stays after the digit it followed when a dash comes
 * or goes; Backspace just after a dash deletes the digit before it; a pasted
 * '(212) 555-0101' or '+1 212 555 0101' becomes '212-555-0101'.
 */
export function PhoneInput({ value, onValueChange, placeholder = 'xxx-xxx-xxxx', onPaste, className, ...props }: PhoneInputProps) {
  /*
   * The masked text and caret go into the input before the parent re-renders:
   * React then finds the value it expects and leaves the caret alone, where
   * setting it after the render would first jump it to the end. This also
   * covers a rejected key (a letter), when the parent does not re-render.
   */
  const apply = (input: HTMLInputElement, edit: PhoneEdit) => {
    input.value = edit.value;
    input.setSelectionRange(edit.caret, edit.caret);
    if (edit.value !== value) onValueChange(edit.value);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const inputType = event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : '';
    apply(input, editPhone(value, input.value, input.selectionStart ?? input.value.length, inputType));
  };

  // Handled here rather than in onChange: the native maxLength would cut '(212) 555-0101' to its first 12 characters.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    apply(input, pastePhone(value, event.clipboardData.getData('text/plain'), start, end));
  };

  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'tel-national'}
      placeholder={placeholder}
      maxLength={PHONE_INPUT_MAX}
      value={value}
      onChange={handleChange}
      onPaste={handlePaste}
      className={cx(styles.input, className)}
    />
  );
}
