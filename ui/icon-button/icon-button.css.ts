import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touch,
    height: vars.size.touch,
    padding: 0,
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.normal,
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft } },
      },
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
      },
    },
  },
  defaultVariants: { variant: 'ghost' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export const icon = style({ display: 'inline-flex' });
