import { CALENDAR_SIDE_PANE_PERCENT } from '@portineria/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const phone = 'screen and (max-width: 600px)';

/**
 * The pane with its switch buttons. Open, it is 15 to 25 percent of the row it sits in (002 §2.1,
 * §9): 360 px clamped to that range, so the main pane keeps 75 to 85 percent. On a phone the open
 * panel covers the screen, the switch buttons stay on its edge.
 */
export const root = style({
  display: 'flex',
  flex: '0 0 auto',
  minHeight: 0,
  height: '100%',
  fontFamily: vars.font.family,
  color: vars.color.text,
  selectors: {
    '&[data-open]': {
      width: `clamp(${CALENDAR_SIDE_PANE_PERCENT.min}%, 360px, ${CALENDAR_SIDE_PANE_PERCENT.max}%)`,
    },
  },
  '@media': {
    [phone]: {
      selectors: {
        '&[data-open]': {
          position: 'fixed',
          inset: 0,
          width: '100%',
          zIndex: vars.zIndex.drawer,
          background: vars.color.surface,
        },
      },
    },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const panelBody = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.sm,
});

/**
 * The switch buttons. Its side padding holds the count badge, which stands out past its button's
 * corner: with less, on a phone, where the rail is on the screen's edge, the badge was cut.
 */
export const rail = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const switchButton = style({
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primarySubtle, color: vars.color.primary },
  },
});
