import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' }, to: { opacity: 1, transform: 'none' } });

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: '180px',
  maxWidth: `min(360px, calc(100vw - 2 * ${vars.space.sm}))`,
  maxHeight: 'var(--radix-popover-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&:focus': { outline: 'none' },
  },
});
