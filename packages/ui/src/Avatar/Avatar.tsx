import { initialsOf, paletteIndexForName } from '@portineria/domain';
import * as RadixAvatar from '@radix-ui/react-avatar';
import { displayLeavesMessage } from '../messages/it-IT/displayLeaves.ts';
import { UserRoundIcon } from '../private/staticIcons.tsx';
import * as styles from './Avatar.css.ts';
import type { AvatarVariants } from './Avatar.css.ts';

export interface AvatarProps {
  /** The person's or company's name: it gives the initials and the colour of the fallback. */
  name: string;
  /** The picture; while it loads, or when it fails, the initials are shown. */
  src?: string | null;
  /** `default` (32 px) or `edit` (108 px, the edit view) (002 §2.3, §9). */
  size?: AvatarVariants['size'];
  /** Accessible name; 'Avatar di {name}' by default. */
  label?: string;
  /** Hide the avatar from assistive technology when the name is written beside it. */
  decorative?: boolean;
}

/**
 * A round picture of a person or company (002 §2.3): the image, or the initials on a colour of
 * the 26-colour palette chosen by the name's length (000 §9). Loading and fallback come from the
 * Radix Avatar.
 */
export function Avatar({ name, src, size = 'default', label, decorative = false }: AvatarProps) {
  const initials = initialsOf(name);
  const colorClass = styles.namePalette[paletteIndexForName(name)] ?? '';
  const iconSize = size === 'edit' ? 48 : 16;
  return (
    <RadixAvatar.Root
      className={`${styles.avatar} ${styles.avatarSize[size]} ${colorClass}`}
      data-size={size}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': label ?? displayLeavesMessage('avatar.label', { name }) })}
    >
      {src ? <RadixAvatar.Image className={styles.image} src={src} alt="" /> : null}
      <RadixAvatar.Fallback className={styles.fallback} aria-hidden>
        {initials || <UserRoundIcon size={iconSize} />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
