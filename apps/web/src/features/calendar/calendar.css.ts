import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

/** The screen: toolbar on top, then the view and the side pane filling the rest. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minHeight: 0,
  height: '100%',
  padding: vars.space.md,
  boxSizing: 'border-box',
  selectors: {
    // The page scrolls in the shell, so a time grid would be as tall as its 24 hours and never
    // scroll to its first hour (07:00): the screen takes the window's height under the top bar
    // instead (the shell's main pads it by xl on both sides), and the grid scrolls inside it.
    '&[data-fills-window]': {
      height: `calc(100dvh - ${vars.size.topBar} - 2 * ${vars.space.xl} - 1px)`,
      minHeight: '480px',
    },
  },
});

/** The view and the side pane side by side (002 §9: the pane takes 15 to 25 percent). */
export const body = style({
  display: 'flex',
  flex: 1,
  minHeight: 0,
  gap: vars.space.sm,
  // On a phone too the switch rail stays at the end of the row; an open pane covers the screen.
});

export const main = style({
  flex: '1 1 75%',
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  justifyContent: 'flex-end',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const saveError = style({
  margin: 0,
  color: vars.color.error,
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
});

export const dialogActionsStart = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginInlineEnd: 'auto',
});

/**
 * Annulla and Salva, at the end of the footer; on a phone, where the start group fills a row of
 * its own, they keep to the right of the next one instead of falling under Elimina.
 */
export const dialogActionsEnd = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

/** A stale save: what someone else changed and the two ways on, above the kept input. */
export const stale = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.error}`,
  background: vars.color.errorSubtle,
  color: vars.color.text,
});

export const staleText = style({ margin: 0 });

export const staleActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
