import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** The dropdown surface shared by the TopBar avatar menu and the ExtensionToolbar overflow menu. */
export const content = style({
  minWidth: `calc(6 * ${vars.space.xxl})`,
  maxWidth: vars.size.tooltip,
  padding: vars.space.xs,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.elevation.medium,
  zIndex: vars.zIndex.popover,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md}`,
  overflowWrap: 'anywhere',
});

export const headingName = style({ fontWeight: vars.font.weight.medium });

export const headingDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySubtle },
    '&[data-highlighted]:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
    '&[data-tone="error"]:not([data-disabled])': { color: vars.color.error },
  },
});

export const itemIcon = style({ display: 'inline-flex', flex: '0 0 auto' });

export const separator = style({
  height: 0,
  margin: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});
