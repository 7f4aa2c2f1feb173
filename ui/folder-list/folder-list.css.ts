import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  margin: 0,
  paddingLeft: vars.space.md,
  paddingRight: vars.space.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const link = recipe({
  base: {
    flex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minWidth: 0,
    minHeight: vars.size.touch,
    paddingLeft: vars.space.md,
    paddingRight: vars.space.md,
    paddingTop: vars.space.xs,
    paddingBottom: vars.space.xs,
    borderRadius: vars.radius.md,
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.fast,
  },
  variants: {
    current: {
      true: { backgroundColor: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.bold },
      false: {
        color: vars.color.text,
        selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
      },
    },
  },
  defaultVariants: { current: false },
});

export const icon = style({ flex: 'none', display: 'inline-flex', width: '24px', justifyContent: 'center' });

export const label = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({
  flex: 'none',
  minWidth: '24px',
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: '22px',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ flex: 'none', display: 'flex', alignItems: 'center' });

export type FolderLinkVariants = NonNullable<RecipeVariants<typeof link>>;
