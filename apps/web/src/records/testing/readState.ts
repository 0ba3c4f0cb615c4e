/**
 * Test support only: the reads a screen's tabs are built from (`EditorTabRead`, what TanStack
 * Query's result has), pending, failed or read, and the standard error state's 'Riprova' pressed
 * without a browser — its button's own click handler, reached through lib/ReadFailed's element.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { expect, vi, type Mock } from 'vitest';
import type { EditorTabRead } from '../../lib/EditorDialog.tsx';
import { ReadFailed, type ReadFailedProps } from '../../lib/ReadFailed.tsx';

/** A read whose `refetch` records each call. */
export type TestRead<T> = EditorTabRead<T> & { refetch: Mock<() => unknown> };

/** A read still under way. */
export function pendingRead<T>(): TestRead<T> {
  return { data: undefined, isError: false, refetch: vi.fn<() => unknown>() };
}

/** A read that failed; `refetch` records each retry. */
export function failedRead<T>(): TestRead<T> {
  return { data: undefined, isError: true, refetch: vi.fn<() => unknown>() };
}

/** A read that answered `data`. */
export function doneRead<T>(data: T): TestRead<T> {
  return { data, isError: false, refetch: vi.fn<() => unknown>() };
}

/** Presses 'Riprova' of `content`, which must be the standard error state. */
export function pressRetry(content: ReactNode): void {
  expect(isValidElement(content) && content.type === ReadFailed).toBe(true);
  const emptyState = ReadFailed((content as ReactElement<ReadFailedProps>).props);
  const button = emptyState.props.action as ReactElement<{ onClick: () => void }>;
  button.props.onClick();
}
