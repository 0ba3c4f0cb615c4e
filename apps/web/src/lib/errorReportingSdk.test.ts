import { createTransport, flush, type BrowserOptions } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import {
  errorReportingOptions,
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  startErrorReporter,
  TRACES_SAMPLE_RATE,
} from './errorReportingSdk.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJh';

/** A transport that keeps each envelope's items instead of sending them. */
function recordingTransport(sent: unknown[]): NonNullable<BrowserOptions['transport']> {
  return (options) =>
    createTransport(options, async (request) => {
      const body =
        typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
      for (const line of body.split('\n').filter(Boolean)) sent.push(JSON.parse(line));
      return { statusCode: 200 };
    });
}

describe('error reporting SDK (000 §8)', () => {
  it('000 §8: traces are sampled at 5 % and replays on error at 1 %, none otherwise', () => {
    const options = errorReportingOptions({
      dsn: 'https://key@errors.example/1',
      release: '2.22.4',
      identity: () => ({ profileId: undefined, personal: [] }),
    });
    expect(TRACES_SAMPLE_RATE).toBe(0.05);
    expect(REPLAYS_ON_ERROR_SAMPLE_RATE).toBe(0.01);
    expect(options).toMatchObject({
      tracesSampleRate: 0.05,
      replaysOnErrorSampleRate: 0.01,
      replaysSessionSampleRate: 0,
      release: '2.22.4',
    });
  });

  it('000 §8: an error is reported with the profile id, without the token or personal data', async () => {
    const sent: unknown[] = [];
    const reporter = startErrorReporter({
      dsn: 'https://key@errors.example/1',
      release: '2.22.4',
      identity: () => ({
        profileId: 'prf-org-1',
        personal: ['Giulia Rossi', 'giulia.rossi@studiorossi.it', JWT],
      }),
      transport: recordingTransport(sent),
    });

    reporter.capture(
      new Error(
        `Salvataggio non riuscito per Giulia Rossi <giulia.rossi@studiorossi.it>, CF RSSGLI80A41H501X, Bearer ${JWT}`,
      ),
    );
    await flush(2_000);

    const event = sent.find(
      (item): item is { exception: { values: { value: string }[] }; user: unknown } =>
        typeof item === 'object' && item !== null && 'exception' in item,
    );
    expect(event).toBeDefined();
    expect(event?.user).toEqual({ id: 'prf-org-1' });
    expect(event?.exception.values[0]?.value).toContain('Salvataggio non riuscito per');
    const text = JSON.stringify(sent);
    for (const forbidden of ['Giulia', 'Rossi', 'giulia.rossi@', 'RSSGLI80A41H501X', 'eyJ']) {
      expect(text).not.toContain(forbidden);
    }
  });
});
