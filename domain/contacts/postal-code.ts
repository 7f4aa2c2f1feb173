/** Spec 5 "Postal code": empty allowed, else 5 digits optionally followed by a separator and 4 digits. */
const POSTAL_CODE = /^\d{5}(?:[-\s]?\d{4})?$/;

export const POSTAL_CODE_MAX = 10;

export const isValidPostalCode = (value: string): boolean => {
  const code = value.trim();
  return code === '' || POSTAL_CODE.test(code);
};
