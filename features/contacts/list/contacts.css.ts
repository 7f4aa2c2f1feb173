import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/**
 * The list screens take the viewport's height less the shell (header, nav,
 * footer, padding), so the virtual list scrolls itself instead of growing the
 * page: a page-high list would render all 5,000 rows.
 */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: 'max(20rem, calc(100dvh - 13rem))',
  minHeight: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchField = style({ flex: 1, minWidth: 0 });

export const status = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const list = style({
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const rowHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xs,
});

/** The name and type label line of an entry. */
const entryLine = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const nameButton = style([
  entryLine,
  {
    alignItems: 'center',
    flexWrap: 'nowrap',
    gap: vars.space.md,
    minHeight: vars.size.touch,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    },
  },
]);

/** The name and its type label beside the avatar, wrapping under each other on a narrow phone. */
export const nameLine = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
});

/** The list and the alphabet index beside it share the rest of the screen's height. */
export const listArea = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  gap: vars.space.xxs,
});

export const skeleton = style({ flex: 1, minWidth: 0 });

export const sectionHeading = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  backgroundColor: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.divider}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});

export const name = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const kind = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const choiceList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const star = style({ fontSize: '1.4rem', lineHeight: 1 });

export const starOn = style({ color: vars.color.brand });

export const phoneNumber = style({ fontFamily: vars.font.mono });

