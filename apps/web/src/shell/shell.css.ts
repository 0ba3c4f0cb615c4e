import { style } from '@vanilla-extract/css';
import { vars } from '@portineria/ui';

export const chatList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const chatLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceSunken },
  },
});
