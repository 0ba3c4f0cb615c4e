/**
 * The few lucide icons that the small entries draw (the close cross of dialogs and drawers, the
 * role icons, the avatar's fallback, the search picker's and the button's glyphs), drawn without
 * lucide-react's runtime:
 * its `createLucideIcon`, context and attribute builder cost about 1.2 KB gzipped in each entry,
 * more than the icons themselves. Each icon renders exactly the SVG lucide-react 1.75 renders for
 * `<Icon size={…} strokeWidth={…} aria-hidden className={…} />` (the same attributes, classes
 * and path data, copied from lucide's icon files, ISC licence); they are always decorative.
 * Components that draw many icons keep lucide-react.
 */
import type { ReactNode } from 'react';

export interface StaticIconProps {
  /** Width and height in px; 24 by default, as lucide's. */
  size?: number;
  /** Stroke width; 2 by default, as lucide's. */
  strokeWidth?: number;
  /** Extra class after lucide's own. */
  className?: string;
}

/** The `<svg>` lucide draws around an icon's shapes, with its classes (`lucide-x` and aliases). */
function LucideSvg({
  classes,
  size = 24,
  strokeWidth = 2,
  className,
  children,
}: StaticIconProps & { classes: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide ${classes}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function XIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-x" {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </LucideSvg>
  );
}

export function UserRoundIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-user-round lucide-user-2" {...props}>
      <circle cx="12" cy="8" r="5" />
      <path d="M20 21a8 8 0 0 0-16 0" />
    </LucideSvg>
  );
}

export function LandmarkIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-landmark" {...props}>
      <path d="M10 18v-7" />
      <path d="M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z" />
      <path d="M14 18v-7" />
      <path d="M18 18v-7" />
      <path d="M3 22h18" />
      <path d="M6 18v-7" />
    </LucideSvg>
  );
}

export function TruckIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-truck" {...props}>
      <path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2" />
      <path d="M15 18H9" />
      <path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14" />
      <circle cx="17" cy="18" r="2" />
      <circle cx="7" cy="18" r="2" />
    </LucideSvg>
  );
}

export function VenetianMaskIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-venetian-mask" {...props}>
      <path d="M18 11c-1.5 0-2.5.5-3 2" />
      <path d="M4 6a2 2 0 0 0-2 2v4a5 5 0 0 0 5 5 8 8 0 0 1 5 2 8 8 0 0 1 5-2 5 5 0 0 0 5-5V8a2 2 0 0 0-2-2h-3a8 8 0 0 0-5 2 8 8 0 0 0-5-2z" />
      <path d="M6 11c1.5 0 2.5.5 3 2" />
    </LucideSvg>
  );
}

export function UsersIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-users" {...props}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
      <path d="M16 3.128a4 4 0 0 1 0 7.744" />
      <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
      <circle cx="9" cy="7" r="4" />
    </LucideSvg>
  );
}

export function ChevronDownIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-chevron-down" {...props}>
      <path d="m6 9 6 6 6-6" />
    </LucideSvg>
  );
}

export function LoaderCircleIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-loader-circle lucide-loader-2" {...props}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </LucideSvg>
  );
}

export function SearchIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-search" {...props}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </LucideSvg>
  );
}

export function CheckIcon(props: StaticIconProps) {
  return (
    <LucideSvg classes="lucide-check" {...props}>
      <path d="M20 6 9 17l-5-5" />
    </LucideSvg>
  );
}
