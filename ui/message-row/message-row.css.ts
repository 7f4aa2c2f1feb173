import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** Fixed so a virtualised list can size rows without measuring them (see `messageRowHeight`). */
export const rowHeight = '72px';

const oneLine = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  height: rowHeight,
  minWidth: 0,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const link = style({
  flex: 1,
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    // Inside the row: a list that clips its rows would cut an outer ring off.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})` },
  },
});

/** The unread dot keeps its slot on read rows too, so senders line up. */
export const dot = recipe({
  base: { flex: 'none', width: '8px', height: '8px', borderRadius: vars.radius.full },
  variants: {
    unread: {
      true: { backgroundColor: vars.color.brand },
      false: { backgroundColor: 'transparent' },
    },
  },
});

export const text = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });

export const top = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const from = recipe({
  base: { ...oneLine, flex: 1, fontSize: vars.fontSize.md, lineHeight: '20px' },
  variants: {
    unread: {
      true: { fontWeight: vars.fontWeight.bold },
      false: { fontWeight: vars.fontWeight.regular },
    },
  },
});

export const meta = recipe({
  base: {
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontSize: vars.fontSize.xs,
    lineHeight: '20px',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    unread: {
      true: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
      false: { color: vars.color.textMuted },
    },
  },
});

export const attachment = style({ display: 'inline-flex', color: vars.color.textMuted });

export const subject = recipe({
  base: { ...oneLine, fontSize: vars.fontSize.sm, lineHeight: '18px' },
  variants: {
    unread: {
      true: { fontWeight: vars.fontWeight.bold },
      false: { fontWeight: vars.fontWeight.regular },
    },
  },
});

export const preview = style({ ...oneLine, fontSize: vars.fontSize.sm, lineHeight: '18px', color: vars.color.textMuted });

export const star = recipe({
  base: { marginRight: vars.space.xs },
  variants: {
    on: {
      true: { color: vars.color.brand },
      false: { color: vars.color.textMuted },
    },
    busy: {
      // aria-disabled rather than disabled: a keyboard user keeps focus on the star while the call runs.
      true: { cursor: 'progress', opacity: 0.55 },
      false: {},
    },
  },
});

export type MessageRowVariants = NonNullable<RecipeVariants<typeof from>>;
