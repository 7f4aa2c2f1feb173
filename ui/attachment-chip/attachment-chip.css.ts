import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: '100%',
    minWidth: 0,
    minHeight: vars.size.touch,
    paddingLeft: vars.space.md,
    // The remove button brings its own 44 px; text-only chips need the padding.
    paddingRight: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.divider}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    verticalAlign: 'top',
  },
  variants: {
    state: {
      ready: {},
      uploading: { backgroundColor: vars.color.surfaceMuted, borderStyle: 'dashed', borderColor: vars.color.border },
      error: { backgroundColor: vars.color.dangerSoft, borderColor: vars.color.danger },
    },
    removable: {
      true: { paddingRight: 0 },
      false: {},
    },
  },
  defaultVariants: { state: 'ready', removable: false },
});

export const icon = recipe({
  base: { flex: 'none', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '20px', height: '20px' },
  variants: {
    state: {
      ready: { color: vars.color.textMuted },
      uploading: { color: vars.color.brand },
      error: { color: vars.color.danger },
    },
  },
  defaultVariants: { state: 'ready' },
});

export const spinner = style({
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderRightColor: 'currentColor', opacity: 0.7 },
  },
});

export const body = style({
  flex: '0 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingTop: vars.space.xs,
  paddingBottom: vars.space.xs,
});

export const line = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

const nameBase = {
  display: 'flex',
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
} as const;

export const name = style(nameBase);

/** The name as a button: a text link look, its hit area the chip's full height. */
export const open = style({
  ...nameBase,
  alignItems: 'center',
  minHeight: vars.size.touch,
  margin: `calc(-1 * ${vars.space.xs}) 0`,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brandHover } },
});

/** `pre` keeps a space at the cut, which would otherwise collapse between the two halves. */
export const nameHead = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'pre' });

export const nameTail = style({ flex: 'none', whiteSpace: 'pre' });

export const size = style({ flex: 'none', color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontVariantNumeric: 'tabular-nums' });

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const remove = style({ color: vars.color.textMuted });

export type AttachmentChipVariants = NonNullable<RecipeVariants<typeof chip>>;
