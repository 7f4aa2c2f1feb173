import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = recipe({
  base: {
    paddingLeft: vars.space.lg,
    paddingRight: vars.space.lg,
    borderTop: `1px solid ${vars.color.divider}`,
    backgroundColor: vars.color.surface,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  variants: {
    density: {
      /** The page's last block, clear of the bottom safe-area inset. */
      regular: {
        paddingTop: vars.space.md,
        paddingBottom: `max(${vars.space.md}, env(safe-area-inset-bottom))`,
      },
      /** One 24 px line, e.g. above a bottom tab bar (which owns the safe-area inset). */
      slim: {
        display: 'flex',
        alignItems: 'center',
        height: '24px',
        paddingTop: 0,
        paddingBottom: 0,
        lineHeight: 1,
        whiteSpace: 'nowrap',
      },
    },
  },
  defaultVariants: { density: 'regular' },
});
