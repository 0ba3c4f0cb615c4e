import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Below this width of the bar the actions fold into the 'Altre azioni' menu. */
export const NARROW_BAR_MAX_WIDTH = '599px';

export const bar = style({
  // The actions fold by the bar's own width, which the navigation drawer beside it also decides.
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.topBar,
  padding: `0 ${vars.space.lg}`,
  boxSizing: 'border-box',
});

export const title = style({
  flex: '0 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const leading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const spacer = style({ flex: '1 1 auto' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: '0 0 auto',
});

/** The icon buttons, side by side. */
export const actionsGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The icon buttons of a bar with an overflow menu: hidden when the bar is narrow. */
export const inlineActions = style([
  actionsGroup,
  {
    '@container': { [`(max-width: ${NARROW_BAR_MAX_WIDTH})`]: { display: 'none' } },
  },
]);

/** The 'Altre azioni' menu: shown only when the bar is narrow. */
export const overflowActions = style({
  display: 'none',
  '@container': { [`(max-width: ${NARROW_BAR_MAX_WIDTH})`]: { display: 'inline-flex' } },
});

const ring = keyframes({
  '0%': { transform: 'rotate(0deg)' },
  '10%': { transform: 'rotate(14deg)' },
  '20%': { transform: 'rotate(-12deg)' },
  '30%': { transform: 'rotate(10deg)' },
  '40%': { transform: 'rotate(-8deg)' },
  '50%': { transform: 'rotate(4deg)' },
  '60%, 100%': { transform: 'rotate(0deg)' },
});

/** The bell icon: it swings while the bell rings (`data-ringing`), unless motion is reduced. */
export const bellIcon = style({
  transformOrigin: '50% 10%',
  selectors: {
    '[data-ringing] > &': { animation: `${ring} 1s ease-in-out infinite` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      selectors: { '[data-ringing] > &': { animation: 'none' } },
    },
  },
});

export const avatarTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radii.round,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    // aria-expanded, not data-state: the tooltip around the trigger writes its own data-state.
    '&[aria-expanded="true"]': { background: vars.color.surfaceSunken },
  },
});

export const extension = style({
  borderTop: `1px solid ${vars.color.border}`,
});
