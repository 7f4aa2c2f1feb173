/**
 * A phone number field (spec 5): digits only, at most ten, a leading zero
 * rejected, dashes after the third and sixth digit (xxx-xxx-xxxx, 12
 * characters). The value is always the masked text.
 * PLACEHOLDER: the ui helper finishes it (story, baseline, tests).
 */
import { maskPhone } from '../../domain/contacts/phone-mask';
import { PHONE_INPUT_MAX } from '../../domain/contacts/phone';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export interface PhoneInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'maxLength' | 'inputMode'> {
  /** The masked value, e.g. '555-010-1234'. */
  value: string;
  /** Called with the masked text after every edit. */
  onValueChange: (masked: string) => void;
}

export function PhoneInput({ value, onValueChange, placeholder = 'xxx-xxx-xxxx', ...props }: PhoneInputProps) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'tel-national'}
      placeholder={placeholder}
      maxLength={PHONE_INPUT_MAX}
      value={value}
      onChange={(e) => onValueChange(maskPhone(e.target.value))}
    />
  );
}
