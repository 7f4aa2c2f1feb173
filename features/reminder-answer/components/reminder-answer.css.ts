import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../../ui/theme/surfaces';
import { vars } from '../../../ui/theme/vars.css';

/** The page's one card, phone-width first. */
export const card = style({
  ...cardSurface,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, alignSelf: 'baseline' });

export const value = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.body });

export const outcome = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.body,
  outline: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const call = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.lg,
  textDecoration: 'underline',
});
