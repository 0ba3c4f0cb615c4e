import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '120px',
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.primarySubtle,
      color: vars.color.text,
    },
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-readonly]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    // Muted, not the disabled grey: this text is not a disabled control and must stay readable.
    '&[data-disabled]': { background: vars.color.disabledSurface, borderColor: vars.color.border },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const zoneIcon = style({ display: 'inline-flex', color: vars.color.textMuted });
globalStyle(`${zoneIcon} svg`, { width: '28px', height: '28px' });

export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  columnGap: vars.space.xs,
  color: vars.color.text,
  selectors: { '[data-disabled] &': { color: vars.color.textMuted } },
});

export const browse = style({
  font: 'inherit',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: vars.radii.sm,
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.primaryHover },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed', textDecoration: 'none' },
  },
});

export const hiddenInput = style({ display: 'none' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const fileIcon = style({
  display: 'inline-flex',
  flex: 'none',
  color: vars.color.textMuted,
});
globalStyle(`${fileIcon} svg`, { width: '18px', height: '18px' });

export const fileName = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const fileSize = style({
  flex: 'none',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const rejected = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  background: vars.color.errorSubtle,
  color: vars.color.error,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${rejected} svg`, { flex: 'none', width: '16px', height: '16px', marginTop: '1px' });
