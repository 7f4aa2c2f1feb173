import { keyframes, style } from '@vanilla-extract/css';
import { typeRoles } from '../theme/type-scale';
import { vars } from '../theme/vars.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.popup,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // Phones: full width less a margin; larger screens: a readable card.
  width: `calc(100vw - 2 * ${vars.space.lg})`,
  maxWidth: '420px',
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-state="open"]': { animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&:focus': { outline: 'none' },
  },
});

export const title = style({
  margin: 0,
  ...typeRoles.title,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  ...typeRoles.body,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
