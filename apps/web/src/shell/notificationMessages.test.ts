import { describe, expect, it } from 'vitest';
import { isTrustedNotificationMessage } from './notificationMessages.ts';

describe('window messages of the notifications page', () => {
  const frame = {} as Window;

  it('002 §7.6 "Window messages carry notification objects": accepted from the embedded page’s origin and window', () => {
    expect(
      isTrustedNotificationMessage(
        { origin: 'http://127.0.0.1:8080', source: frame },
        frame,
        'http://127.0.0.1:8080',
      ),
    ).toBe(true);
  });

  it('002 §7.6: a notification message from another origin is ignored, and so is one from another window', () => {
    expect(
      isTrustedNotificationMessage(
        { origin: 'https://evil.example', source: frame },
        frame,
        'http://127.0.0.1:8080',
      ),
    ).toBe(false);
    expect(
      isTrustedNotificationMessage(
        { origin: 'http://127.0.0.1:8080', source: {} as Window },
        frame,
        'http://127.0.0.1:8080',
      ),
    ).toBe(false);
    expect(
      isTrustedNotificationMessage(
        { origin: 'http://127.0.0.1:8080', source: frame },
        null,
        'http://127.0.0.1:8080',
      ),
    ).toBe(false);
  });
});
