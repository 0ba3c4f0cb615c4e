import { describe, expect, it } from 'vitest';
import { chatButtonLabel } from './chatButton.ts';

describe('chatButtonLabel', () => {
  it.each([
    ['USR', 'Chat tra condòmini'],
    ['ORG', 'Chat aziendale'],
    ['SPL', 'Chat aziendale'],
    ['SYS', 'Chat aziendale'],
    [undefined, 'Chat aziendale'],
  ] as const)(
    "002 §2.11: \"Tooltip 'Chat tra condòmini' for USR, else 'Chat aziendale'\" — %s",
    (roleType, label) => {
      expect(chatButtonLabel(roleType)).toBe(label);
    },
  );
});
