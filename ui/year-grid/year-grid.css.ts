import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** Twelve months in rows of two, three or four (by width); the mini calendars are pictures, the buttons carry the names. */
export const months = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const monthRow = recipe({
  base: { display: 'grid', gap: vars.space.xs },
  variants: {
    columns: {
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
  defaultVariants: { columns: 3 },
});

/** The month block; its button's ::after covers the whole block, so a tap anywhere on it picks the month. */
export const monthCell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  minHeight: vars.size.touch,
  paddingTop: 0,
  paddingBottom: vars.space.sm,
  paddingLeft: vars.space.xs,
  paddingRight: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
  },
});

/** The month's name is the button (heading of the block); the small calendar below is a picture. */
export const monthButton = recipe({
  base: {
    display: 'block',
    width: '100%',
    minWidth: 0,
    // The visible button is a full touch target, not only the block behind it.
    minHeight: vars.size.touch,
    margin: 0,
    paddingTop: 0,
    paddingBottom: 0,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    paddingLeft: vars.space.xxs,
    paddingRight: vars.space.xxs,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.size.touch,
    textAlign: 'left',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    selectors: {
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: { current: { true: { color: vars.color.brand }, false: {} } },
  defaultVariants: { current: false },
});

export const mini = style({ display: 'flex', flexDirection: 'column', minWidth: 0, pointerEvents: 'none' });

export const miniRow = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' });

/** Day numbers stay readable: at least 14 px (issue 17). */
const miniText = vars.fontSize.sm;

export const miniHeader = style({ textAlign: 'center', fontSize: vars.fontSize.xs, lineHeight: 1.6, color: vars.color.textMuted });

export const miniDay = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: `calc(${miniText} * 1.6)`,
    fontSize: miniText,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    today: {
      true: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand, fontWeight: vars.fontWeight.bold, borderRadius: vars.radius.sm },
      false: {},
    },
    marked: {
      true: {
        fontWeight: vars.fontWeight.bold,
        '::after': {
          content: '""',
          position: 'absolute',
          bottom: 0,
          left: '50%',
          width: '4px',
          height: '4px',
          marginLeft: '-2px',
          borderRadius: vars.radius.full,
          backgroundColor: vars.color.brand,
        },
      },
      false: {},
    },
  },
  compoundVariants: [{ variants: { today: true, marked: true }, style: { '::after': { backgroundColor: vars.color.textOnBrand } } }],
  defaultVariants: { today: false, marked: false },
});

export type MonthRowVariants = NonNullable<RecipeVariants<typeof monthRow>>;
export type MonthButtonVariants = NonNullable<RecipeVariants<typeof monthButton>>;
export type MiniDayVariants = NonNullable<RecipeVariants<typeof miniDay>>;
