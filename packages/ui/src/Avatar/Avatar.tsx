import { initialsOf, paletteIndexForName } from '@portineria/domain';
import { useLayoutEffect, useState } from 'react';
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
 * Whether the picture at `src` has loaded: it is loaded off-screen first, so that the `<img>`
 * appears only once it can be drawn and a broken or slow picture leaves the initials in place.
 * This is what Radix Avatar's image status does (the same `Image` probe, the same test of
 * `complete` and `naturalWidth`); Radix Avatar with its slot, context and primitive weighed
 * 3.3 KB gzipped, over the avatar's whole 3 KB budget, for this one effect.
 */
function useImageLoaded(src: string | null | undefined): boolean {
  const [loaded, setLoaded] = useState(false);
  useLayoutEffect(() => {
    if (!src) return undefined;
    const image = new window.Image();
    const update = () => setLoaded(image.complete && image.naturalWidth > 0);
    image.addEventListener('load', update);
    image.addEventListener('error', update);
    image.src = src;
    update();
    return () => {
      image.removeEventListener('load', update);
      image.removeEventListener('error', update);
      setLoaded(false);
    };
  }, [src]);
  return loaded;
}

/**
 * A round picture of a person or company (002 §2.3): the image once it has loaded, until then
 * (or when it fails) the initials on a colour of the 26-colour palette chosen by the name's
 * length (000 §9).
 */
export function Avatar({ name, src, size = 'default', label, decorative = false }: AvatarProps) {
  const initials = initialsOf(name);
  const colorClass = styles.namePalette[paletteIndexForName(name)] ?? '';
  const iconSize = size === 'edit' ? 48 : 16;
  const loaded = useImageLoaded(src);
  return (
    <span
      className={`${styles.avatar} ${styles.avatarSize[size]} ${colorClass}`}
      data-size={size}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': label ?? displayLeavesMessage('avatar.label', { name }) })}
    >
      {src && loaded ? (
        <img className={styles.image} src={src} alt="" />
      ) : (
        <span className={styles.fallback} aria-hidden>
          {initials || <UserRoundIcon size={iconSize} />}
        </span>
      )}
    </span>
  );
}
