import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const block = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    backgroundColor: vars.color.surfaceMuted,
    // The slow token is 0 ms under prefers-reduced-motion, which stops the pulse.
    animationName: pulse,
    animationDuration: `calc(${vars.motion.slow} * 6)`,
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm },
      rect: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof block>>;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  margin: 0,
  listStyle: 'none',
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minWidth: 0 });
