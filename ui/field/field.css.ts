import { style } from '@vanilla-extract/css';
import { typeRoles } from '../theme/type-scale';
import { vars } from '../theme/vars.css';

/** Shared label / hint / error styles of form fields. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  ...typeRoles.label,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** A group of controls under one legend: a bare fieldset (no frame, no inset) in a column. */
export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

/** A checkbox or radio row whose whole row is its label: a tap anywhere on it (≥ 44 px tall) picks it. */
export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

// Hints are read while typing: label size, not caption size.
export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.label,
  lineHeight: vars.lineHeight.label,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  ...typeRoles.label,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});

export const control = style({
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  // 16 px keeps iOS Safari from zooming into the field on focus.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:focus-visible': { outlineOffset: '0' },
  },
});
