import { vars } from './vars.css';

/**
 * A card standing alone on a page (sign-in, forgot password, the reminder's
 * answer page): one column on the surface colour, raised, phone-width first.
 * Spread into a vanilla-extract style (`style({ ...cardSurface, maxWidth })`),
 * as `typeRoles` are, so these pages keep one look.
 */
export const cardSurface = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
} as const;
