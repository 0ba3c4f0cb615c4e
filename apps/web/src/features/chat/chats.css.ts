import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

// Below this width the list and the panel take turns (the panel with its back button).
const NARROW = 'screen and (max-width: 720px)';

/** List and panel side by side, as tall as the window under the top bar. */
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(260px, 360px) minmax(0, 1fr)',
  height: `calc(100dvh - ${vars.size.topBar} - 2 * ${vars.space.xl} - 1px)`,
  minHeight: '420px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
  background: vars.color.surface,
  '@media': {
    [NARROW]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      height: `calc(100dvh - ${vars.size.topBar} - 2 * ${vars.space.sm} - 1px)`,
    },
  },
});

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflowY: 'auto',
  borderRight: `1px solid ${vars.color.border}`,
  '@media': {
    [NARROW]: {
      borderRight: 'none',
      selectors: { '[data-open] > &': { display: 'none' } },
    },
  },
});

export const listTitle = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelPane = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  '@media': {
    [NARROW]: { selectors: { ':not([data-open]) > &': { display: 'none' } } },
  },
});

export const state = style({ padding: vars.space.md });

/** The open chat in the chat drawer: the drawer's whole body, the send box at its foot. */
export const drawerPanel = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: '360px',
});

/** A record detail's chat: a bordered panel tall enough to read a conversation. */
export const recordPanel = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'min(70dvh, 560px)',
  minHeight: '360px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
  background: vars.color.surface,
});
