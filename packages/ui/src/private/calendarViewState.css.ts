import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The states line above a calendar view: progress, error banner or empty notice. */
export const states = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  ':empty': { display: 'none' },
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** An indeterminate progress line: the view stays readable while it loads. */
export const progress = style({
  position: 'relative',
  height: '3px',
  overflow: 'hidden',
  borderRadius: vars.radii.pill,
  background: vars.color.primarySubtle,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: vars.color.primary,
    animation: `${slide} 1.2s ease-in-out infinite`,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      '::after': { animation: 'none', width: '100%', opacity: 0.6 },
    },
  },
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&[data-tone="error"]': { background: vars.color.errorSubtle, color: vars.color.error },
    '&[data-tone="info"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const bannerText = style({ flex: '1 1 auto', margin: 0 });
