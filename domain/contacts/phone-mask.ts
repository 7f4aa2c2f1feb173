/**
 * The phone input mask of spec 5: digits only, at most ten, a leading zero
 * rejected, dashes inserted after the third and sixth digit (xxx-xxx-xxxx,
 * 12 characters).
 */
export function maskPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
