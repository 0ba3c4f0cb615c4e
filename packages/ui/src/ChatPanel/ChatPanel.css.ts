import { CHAT_LINK_MAX_WIDTH_REM, CHAT_TITLE_MAX_WIDTH } from '@portineria/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  flex: '0 0 auto',
});

// 002 §9 "title max-width 380px".
export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: `${CHAT_TITLE_MAX_WIDTH}px`,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const headerEnd = style({ marginLeft: 'auto' });

export const body = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const log = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  background: vars.color.surfaceSunken,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const state = style({
  margin: 'auto',
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const errorState = style([state, { color: vars.color.error }]);

export const older = style({
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const daySeparator = style({
  alignSelf: 'center',
  margin: `${vars.space.xs} 0`,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radii.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const dayMessages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const message = style({
  maxWidth: '80%',
  alignSelf: 'flex-start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-own]': {
      alignSelf: 'flex-end',
      background: vars.color.primarySubtle,
      borderColor: vars.color.primarySubtle,
    },
  },
});

export const author = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  selectors: { '[data-former] &, &[data-former]': { color: vars.color.textMuted } },
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

// 002 §9 "link text truncated at 20rem".
export const link = style({
  display: 'inline-block',
  maxWidth: `${CHAT_LINK_MAX_WIDTH_REM}rem`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  color: vars.color.primary,
});

export const time = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const unread = style({
  position: 'absolute',
  bottom: vars.space.sm,
  left: '50%',
  transform: 'translateX(-50%)',
  border: 'none',
  cursor: 'pointer',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.pill,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.elevation.medium,
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const composer = style({
  flex: '0 0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const composerRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const field = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '40px',
  maxHeight: '160px',
  resize: 'none',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': {
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const feedback = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.error,
});

export const participants = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const participantsTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const hiddenInput = style({ display: 'none' });

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// A message's attachment: an image previewed, or a file's name and size to download.
export const attachmentImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '240px',
  borderRadius: vars.radii.sm,
  objectFit: 'contain',
});

export const attachmentImagePlaceholder = style({
  width: '160px',
  height: '120px',
  borderRadius: vars.radii.sm,
  background: vars.color.disabledSurface,
});

export const attachmentFile = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&:disabled': { cursor: 'default' },
  },
});

export const attachmentName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// The files picked for the next message, and their upload progress while it is sent.
export const pendingFiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const pendingFile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const pendingProgress = style({ flex: '1 1 auto', minWidth: '80px' });
