import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const content = style({ padding: vars.space.xs });

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.touch,
    margin: 0,
    paddingLeft: vars.space.md,
    paddingRight: vars.space.md,
    paddingTop: vars.space.xs,
    paddingBottom: vars.space.xs,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'left',
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover, &:focus-visible': { backgroundColor: vars.color.surfaceMuted },
      '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold, backgroundColor: vars.color.brandSoft },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      danger: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export type MenuItemVariants = NonNullable<RecipeVariants<typeof item>>;
