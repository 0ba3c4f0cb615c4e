import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

export const entry = style({
  position: 'relative',
  paddingLeft: vars.space.xl,
  paddingBottom: vars.space.md,
  borderLeft: `2px solid ${vars.color.border}`,
  marginLeft: vars.space.xs,
  selectors: {
    '&:last-child': { borderLeftColor: 'transparent' },
    '&::before': {
      content: '""',
      position: 'absolute',
      left: -7,
      top: 2,
      width: 12,
      height: 12,
      borderRadius: vars.radii.round,
      background: vars.color.surface,
      border: `2px solid ${vars.color.primary}`,
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const meta = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const changes = style({
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const message = style({ margin: 0, color: vars.color.textMuted });
