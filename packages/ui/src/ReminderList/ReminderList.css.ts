import { COMPLETED_REMINDERS_MAX_HEIGHT } from '@portineria/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minWidth: 0,
  paddingTop: '6px',
});

export const title = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: {
    '[data-done] &': { textDecoration: 'line-through', color: vars.color.textMuted },
  },
});

export const meta = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const statusButton = style({
  flex: '0 0 auto',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.primary },
    '[data-done] &': { color: vars.color.success },
  },
});

export const completedToggle = style({
  font: 'inherit',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The completed reminders scroll past 450 px (002 §9). */
export const completedPanel = style({
  maxHeight: `${COMPLETED_REMINDERS_MAX_HEIGHT}px`,
  overflowY: 'auto',
});
