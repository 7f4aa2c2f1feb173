import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** One card, sections split by hairlines. */
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const section = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.divider}` } },
});

/** The disclosure button: the whole row, at least 44 px tall. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touch,
  margin: 0,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.sm,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.normal,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
    // Inside the card's clipped corners an offset ring would be cut off.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

export const title = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const count = style({
  flexShrink: 0,
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  whiteSpace: 'nowrap',
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.normal,
  selectors: { [`${header}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  paddingBottom: vars.space.xs,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const empty = style({
  margin: 0,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
