/** Pure helpers of the 24-hour time picker: option lists and digit typing. No DOM. */

export interface TimeOfDay {
  /** 0–23. */
  hour: number;
  /** 0–59. */
  minute: number;
}

/** Two digits, as a 24-hour clock shows them: 7 → "07". */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** "HH:MM". */
export function formatTime24({ hour, minute }: TimeOfDay): string {
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** 0–23. */
export function hourChoices(): number[] {
  return Array.from({ length: 24 }, (_, hour) => hour);
}

/**
 * Minutes on the step (0, 5, 10… for 5), plus `current` when it is off the
 * step: a time saved elsewhere (say 10:37) must still show and stay chosen.
 */
export function minuteChoices(step: number, current: number): number[] {
  const safeStep = Number.isInteger(step) && step >= 1 && step <= 60 ? step : 1;
  const choices: number[] = [];
  for (let minute = 0; minute < 60; minute += safeStep) choices.push(minute);
  if (current >= 0 && current < 60 && !choices.includes(current)) {
    choices.push(current);
    choices.sort((a, b) => a - b);
  }
  return choices;
}

/** The largest choice at or below `value` (the first choice when none is). */
export function choiceAtOrBelow(choices: readonly number[], value: number): number {
  let found = choices[0] ?? 0;
  for (const choice of choices) {
    if (choice <= value) found = choice;
  }
  return found;
}

export interface TypedDigits {
  /** The number the digits typed so far spell. */
  value: number;
  /** Digits kept for the next key; empty once no further digit could follow. */
  buffer: string;
}

/**
 * Typing digits into a two-digit part, as native time fields do: "1" then "4"
 * gives 14; "7" in the hours gives 07 at once (no hour 70-something exists);
 * a digit that would overflow ("2" then "5" for hours) starts afresh ("05").
 */
export function typeDigit(buffer: string, digit: string, max: number): TypedDigits {
  const joined = buffer + digit;
  const candidate = buffer.length === 1 && Number(joined) <= max ? joined : digit;
  const value = Number(candidate);
  const canGrow = candidate.length === 1 && value * 10 <= max;
  return { value, buffer: canGrow ? candidate : '' };
}
