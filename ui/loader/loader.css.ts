import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const loader = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.brand,
  },
  variants: {
    overlay: {
      true: {
        position: 'fixed',
        inset: 0,
        zIndex: vars.zIndex.loader,
        backgroundColor: vars.color.overlay,
        color: vars.color.textOnBrand,
      },
      false: {},
    },
  },
  defaultVariants: { overlay: false },
});

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      // Spinning is motion: a still ring (with the status text) is enough.
      '(prefers-reduced-motion: reduce)': { animation: 'none', borderRightColor: 'currentColor', opacity: 0.7 },
    },
  },
  variants: {
    size: {
      sm: { width: '16px', height: '16px', borderWidth: '2px' },
      md: { width: '28px', height: '28px', borderWidth: '3px' },
      lg: { width: '48px', height: '48px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const overlayCard = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.lg,
});

export type LoaderVariants = NonNullable<RecipeVariants<typeof loader>> & NonNullable<RecipeVariants<typeof spinner>>;
