import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { CSSProperties, ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import * as styles from './Skeleton.css.ts';
import type { SkeletonVariants } from './Skeleton.css.ts';

export interface SkeletonProps {
  /** text (a line of text, default), rect (a card, an image) or circle (an avatar). */
  shape?: SkeletonVariants['shape'];
  /** CSS width: a length, a percentage or a `vars` value (100% for text and rect, the avatar size for circle). */
  width?: CSSProperties['width'];
  /** CSS height (rect: 48 px by default; circle: equal to `width` when only `width` is given). */
  height?: CSSProperties['height'];
  /** For text: how many lines; the last one is shorter, as a paragraph ends. */
  lines?: number;
}

/**
 * A grey placeholder in the shape of content that is loading (000 §2: 12 cells while the dashboard
 * loads). Decorative: hidden from assistive technology. Wrap a region's skeletons in
 * `SkeletonGroup`, which names the loading state once. It pulses only without reduced motion.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  const className = styles.skeleton({ shape });
  const circleSize = shape === 'circle' ? (width ?? height) : undefined;
  const style: CSSProperties = {
    width: circleSize ?? width ?? (shape === 'circle' ? undefined : '100%'),
    height: circleSize ?? height,
  };
  if (shape === 'text' && lines > 1) {
    return (
      <span
        aria-hidden
        className={styles.lines}
        style={{ width: width ?? '100%' }}
        data-skeleton=""
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            // The lines are identical and never reorder: their index is their identity.
            key={`line-${index}`}
            className={className}
            style={{ width: index === lines - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  return (
    <span aria-hidden className={className} style={style} data-skeleton="" data-shape={shape} />
  );
}

export interface SkeletonGroupProps {
  /** The skeletons (and any layout around them). */
  children: ReactNode;
  /** What screen readers hear once for the whole region: 'Caricamento in corso'. */
  label?: string;
  /** Class for the layout of the skeletons (a grid, a list…). */
  className?: string;
  /** Inline layout styles, e.g. a grid for the 12 dashboard cells. */
  style?: CSSProperties;
}

/**
 * A region of skeletons: a polite status that says 'Caricamento in corso' once, however many
 * decorative skeletons it holds. Replace it with the content when loading ends.
 */
export function SkeletonGroup({
  children,
  label = feedbackMessage('skeleton.label'),
  className,
  style,
}: SkeletonGroupProps) {
  return (
    <div
      role="status"
      className={[styles.group, className].filter(Boolean).join(' ')}
      style={style}
      data-skeleton-group=""
    >
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
      {children}
    </div>
  );
}
