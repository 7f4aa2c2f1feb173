import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** The entry's heading: avatar, name and type label (not a button: the numbers are the actions). */
export const entryName = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
});

export const phones = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  paddingInlineStart: `calc(${vars.space.md} + 40px + ${vars.space.md})`,
  display: 'flex',
  flexDirection: 'column',
});

export const phoneLine = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[data-chosen="true"]': { backgroundColor: vars.color.brandSoft, fontWeight: vars.fontWeight.bold },
  },
});

export const phoneText = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm, minWidth: 0 });

export const phoneType = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, minWidth: '3em' });

/** The tel: link stretches over its whole line, so the line is one big target. */
export const callLink = style({
  position: 'static',
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  color: vars.color.textOnBrand,
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const callIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
});

/** Add Phone under the numbers, in line with them. */
export const addPhone = style({
  padding: `0 ${vars.space.md} ${vars.space.sm}`,
  paddingInlineStart: `calc(${vars.space.md} + 40px + ${vars.space.md})`,
});
