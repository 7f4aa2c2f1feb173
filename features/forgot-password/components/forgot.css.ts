import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../../ui/theme/surfaces';
import { vars } from '../../../ui/theme/vars.css';

/** One column of a forgot-password step: a card on the page, phone-width first. */
export const card = style({
  ...cardSurface,
});

export const intro = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
});

/** The red message area: empty but present, so screen readers hear new text. */
export const message = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

/** A result in place of the form (e-mail sent, password updated, link not good). */
export const result = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  outline: 'none',
});

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
});

export const loader = style({
  alignSelf: 'center',
  paddingBlock: vars.space.xl,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});
