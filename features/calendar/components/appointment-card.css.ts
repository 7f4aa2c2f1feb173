import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../../ui/theme/vars.css';

/** The summary's box: the test id and the cancelled flag sit here; the link fills it. */
export const wrap = style({ display: 'flex', flex: 1, minHeight: 0, minWidth: 0 });

/**
 * One appointment: a link whose start edge carries the location kind's colour
 * (the icon and the words say it too). In the timeline it fills the slot it is
 * placed in; in a list it is a full card.
 */
export const card = recipe({
  base: {
    flex: 1,
    minWidth: 0,
    minHeight: 0,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.divider}`,
    borderInlineStartWidth: '4px',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    boxShadow: vars.shadow.sm,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceMuted },
      '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    layout: {
      timeline: { gap: 0, paddingBlock: vars.space.xxs, paddingInline: vars.space.sm },
      list: { gap: vars.space.xxs, minHeight: vars.size.touch, padding: vars.space.md },
    },
    cancelled: {
      // Muted: the time is free again, the record is still there to open.
      true: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted, boxShadow: 'none', borderStyle: 'dashed' },
      false: {},
    },
  },
  defaultVariants: { layout: 'list', cancelled: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const edge = styleVariants({
  office: { borderInlineStartColor: vars.color.location.office },
  video: { borderInlineStartColor: vars.color.location.video },
  phone: { borderInlineStartColor: vars.color.location.phone },
  other: { borderInlineStartColor: vars.color.location.other },
  cancelled: { borderInlineStartColor: vars.color.border },
});

export const iconColour = styleVariants({
  office: { color: vars.color.location.office },
  video: { color: vars.color.location.video },
  phone: { color: vars.color.location.phone },
  other: { color: vars.color.location.other },
  cancelled: { color: vars.color.textMuted },
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const icon = style({ flexShrink: 0 });

export const title = recipe({
  base: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  },
  variants: { layout: { timeline: { fontSize: vars.fontSize.sm }, list: { fontSize: vars.fontSize.md } } },
  defaultVariants: { layout: 'list' },
});

export const struck = style({ textDecoration: 'line-through' });

export const meta = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space.sm,
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: { layout: { timeline: { fontSize: vars.fontSize.xs }, list: { fontSize: vars.fontSize.sm } } },
  defaultVariants: { layout: 'list' },
});

/** The attendance badge keeps the meta line's rhythm: no taller than its text. */
export const badge = style({ alignSelf: 'center' });
