import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.ts';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const toolbarSlot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineEnd: 'auto',
});

/** The scrolling box: horizontal scroll on narrow screens, vertical scroll with a sticky header. */
export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  overscrollBehavior: 'contain',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

export const table = style({
  width: '100%',
  // Fixed layout: the widths do not jump while virtualised rows come and go.
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-sorted]': { color: vars.color.text },
  },
});

export const sortButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
    '[data-align="end"] > &': { flexDirection: 'row-reverse' },
  },
});

export const sortLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const sortIcon = style({
  flex: 'none',
  display: 'inline-flex',
  opacity: 0.5,
  selectors: { '[data-sorted] &': { opacity: 1, color: vars.color.primary } },
});
globalStyle(`${sortIcon} svg`, { width: '16px', height: '16px' });

export const selectionColumn = style({ width: vars.space.xxxl });

export const selectionCell = style({
  width: vars.space.xxxl,
  textAlign: 'center',
  paddingInline: vars.space.xs,
});

export const row = style({
  background: vars.color.surface,
  selectors: {
    '&[data-clickable]': { cursor: 'pointer' },
    '&[data-clickable]:hover, &[data-selectable]:hover': { background: vars.color.surfaceSunken },
    '&[data-selected], &[data-selected]:hover': { background: vars.color.primarySubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    'tr:last-child > &': { borderBottomColor: 'transparent' },
  },
});

/** The empty rows that stand for the virtualised rows above and below the visible ones. */
export const spacerCell = style({ padding: 0, border: 0 });

export const skeletonCell = style([cell, { paddingBlock: vars.space.md }]);

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  height: vars.space.md,
  borderRadius: vars.radii.sm,
  background: vars.color.disabledSurface,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ease-in-out infinite` },
  },
});

export const checkbox = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  width: '18px',
  height: '18px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.sm,
  background: vars.color.surface,
  color: vars.color.textOnPrimary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover': { borderColor: vars.color.text },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const checkboxIndicator = style({ display: 'inline-flex' });
globalStyle(`${checkboxIndicator} svg`, { width: '14px', height: '14px', strokeWidth: 3 });

/** The empty, no-results and error panels. */
export const statePanel = style({
  position: 'sticky',
  left: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
/** Keeps the empty state in view while the (wider) table scrolls sideways. */
export const stateRegion = style({ position: 'sticky', left: 0 });
export const stateIconError = style({ color: vars.color.error });
export const stateTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});
export const stateText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

/** Pinned to the bottom of the scrolling area so it shows wherever the user scrolled to. */
export const loadingMore = style({
  position: 'sticky',
  left: 0,
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const spinner = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1s linear infinite` },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const footerGroup = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const pageStatus = style({ color: vars.color.text, whiteSpace: 'nowrap' });

export const selectTrigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '32px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:hover': { borderColor: vars.color.borderStrong } },
});

/** The floating lists: rows per page and the 'Colonne' menu. */
export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--radix-select-trigger-width)',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.elevation.medium,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
});

export const menuItem = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xxl}`,
  borderRadius: vars.radii.sm,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySubtle },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
export const menuItemIndicator = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  display: 'inline-flex',
  color: vars.color.primary,
});
globalStyle(`${menuItemIndicator} svg`, { width: '16px', height: '16px' });

/** The card view of the grid/table toggle. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
});
export const cardScroller = style({ overflow: 'auto', overscrollBehavior: 'contain' });

/** What the observer watches to load more cards (infinite loading without virtualisation). */
export const sentinel = style({ height: '1px' });

export const card = recipe({
  base: {
    position: 'relative',
    minWidth: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radii.md,
    background: vars.color.surfaceRaised,
    boxShadow: vars.elevation.low,
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-clickable]': { cursor: 'pointer' },
      '&[data-clickable]:hover': { borderColor: vars.color.borderStrong },
      '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.primarySubtle },
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    selectable: { true: { paddingInlineEnd: vars.space.xxxl }, false: {} },
  },
});
export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const cardCheckbox = style({
  position: 'absolute',
  top: vars.space.md,
  insetInlineEnd: vars.space.md,
  display: 'inline-flex',
});

/** The default card: the visible columns as label and value pairs. */
export const cardFields = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const cardField = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const cardFieldLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});
export const cardFieldValue = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });
