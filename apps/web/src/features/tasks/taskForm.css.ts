import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

/** The form's width: the fields and their buttons line up on a wide screen. */
const FORM_MAX_WIDTH = 720;

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: FORM_MAX_WIDTH,
  border: 'none',
  padding: 0,
  margin: 0,
  minWidth: 0,
});

/** The day and the status side by side where there is room; one under the other on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
});

/** The activity the task is registered on, and why it cannot be, when it cannot. */
export const context = style({ margin: 0, color: vars.color.textMuted });

export const blocked = style({
  margin: 0,
  maxWidth: FORM_MAX_WIDTH,
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.error}`,
  background: vars.color.errorSubtle,
  color: vars.color.error,
});

export const fieldError = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.font.size.sm,
});

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  maxWidth: FORM_MAX_WIDTH,
  marginTop: vars.space.md,
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
