/**
 * One owner per rule (CONVENTIONS.md): a status value is defined once, in domain, and the
 * calendar's screens name it (`EMPLOYEE_STATUS.ENABLED`, `CALENDAR_STATUS`, `isCalendarItemDone`…)
 * instead of comparing `status` with a number, which would leak the rule into the app.
 */
import { expect, it } from 'vitest';

/**
 * The calendar folder's own sources as text (Vite's raw import), its tests and its styles (which
 * the vanilla-extract plugin compiles even when read raw) left out.
 */
const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.ts', '!./*.css.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `status: 1`, `status === 0`, `1 !== status`…: a status written as a number. */
const STATUS_LITERAL = /\bstatus\s*(?:[!=]==?|:)\s*-?\d|\d\s*[!=]==?\s*[\w.]*\bstatus\b/;

it('the calendar screens name domain’s status values, never a number (CONVENTIONS.md, one owner per rule)', () => {
  expect(Object.keys(sources)).toContain('./CalendarScreen.tsx');
  const leaks = Object.entries(sources).flatMap(([file, text]) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        STATUS_LITERAL.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
  expect(leaks).toEqual([]);
});
