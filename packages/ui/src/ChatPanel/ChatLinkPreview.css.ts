import { CHAT_LINK_MAX_WIDTH_REM } from '@portineria/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

// 002 §9 "link text truncated at 20rem": the card is no wider than a message's link.
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.xs,
  alignItems: 'start',
  maxWidth: `${CHAT_LINK_MAX_WIDTH_REM}rem`,
  margin: 0,
  padding: vars.space.xs,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `3px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { borderColor: vars.color.primary },
    'a&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-state="unavailable"], &[data-state="loading"]': {
      display: 'block',
      color: vars.color.textMuted,
      fontStyle: 'italic',
      borderLeftColor: vars.color.border,
    },
  },
});

export const logo = style({
  gridRow: 'span 3',
  width: 40,
  height: 40,
  objectFit: 'contain',
  borderRadius: vars.radii.sm,
});

export const text = style({
  gridColumn: 2,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const host = style([text, { color: vars.color.textMuted, fontSize: vars.font.size.xs }]);

export const title = style([text, { fontWeight: vars.font.weight.medium }]);

export const description = style({
  gridColumn: 2,
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
