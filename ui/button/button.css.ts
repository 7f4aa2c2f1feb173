import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    margin: 0,
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.label,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    // Long labels wrap instead of overflowing narrow phones.
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.normal,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandSoft } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.textOnBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.dangerHover } },
      },
      link: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        paddingLeft: vars.space.xs,
        paddingRight: vars.space.xs,
        selectors: { '&:hover:not(:disabled)': { color: vars.color.brandHover } },
      },
    },
    size: {
      sm: {
        // Still a 44 px tall touch target; only the text and padding shrink.
        fontSize: vars.fontSize.label,
        paddingLeft: vars.space.md,
        paddingRight: vars.space.md,
        paddingTop: vars.space.xs,
        paddingBottom: vars.space.xs,
      },
      md: {
        fontSize: vars.fontSize.body,
        paddingLeft: vars.space.lg,
        paddingRight: vars.space.lg,
        paddingTop: vars.space.sm,
        paddingBottom: vars.space.sm,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { variant: 'link', size: 'sm' }, style: { paddingLeft: vars.space.xs, paddingRight: vars.space.xs } },
    { variants: { variant: 'link', size: 'md' }, style: { paddingLeft: vars.space.xs, paddingRight: vars.space.xs } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
