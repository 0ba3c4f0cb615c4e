/**
 * Loads the chunk of the SPL, USR and SYS side menus and of the icons only they draw
 * (./otherRoleNavigation.ts), once; a failed load is retried on the next call.
 */
import type * as OtherRoleNavigation from './otherRoleNavigation.ts';

let otherRoleNavigation: Promise<typeof OtherRoleNavigation> | undefined;

export function loadOtherRoleNavigation(): Promise<typeof OtherRoleNavigation> {
  otherRoleNavigation ??= import('./otherRoleNavigation.ts').catch((error: unknown) => {
    otherRoleNavigation = undefined;
    throw error;
  });
  return otherRoleNavigation;
}
