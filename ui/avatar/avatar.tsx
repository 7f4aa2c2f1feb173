import { cx } from '../utils/cx';
import { devAssert } from '../utils/dev-assert';
import { initialsOf, toneIndex } from './avatar-initials';
import * as styles from './avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];
export const avatarTones = ['brand', 'soft', 'muted', 'rose', 'ink'] as const;
export type AvatarTone = (typeof avatarTones)[number];
export type { AvatarVariants } from './avatar.css';

export interface AvatarProps {
  /** The person's or group's name: the initials and the colour come from it. */
  name: string;
  size?: AvatarSize;
  /**
   * Hidden from assistive technology (default): the name is already in the
   * text beside it. Set false where the avatar stands alone; it is then an
   * image named by `name`.
   */
  decorative?: boolean;
  className?: string;
}

/** The tone a name always gets (a stable hash, the same on every device). */
export const avatarTone = (name: string): AvatarTone => avatarTones[toneIndex(name, avatarTones.length)] ?? 'soft';

/** A round badge with up to two initials of a name, coloured by a stable hash of it. */
export function Avatar({ name, size = 'md', decorative = true, className }: AvatarProps) {
  devAssert(decorative || name.trim() !== '', 'Avatar needs a non-empty `name` when it is not decorative: it is its only name.');
  const initials = initialsOf(name);
  return (
    <span
      className={cx(styles.avatar({ size, tone: avatarTone(name) }), className)}
      data-avatar=""
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initials}
    </span>
  );
}
