import { describe, expect, it, vi } from 'vitest';
import { readErrorReportingConfig } from './errorReporting.ts';

describe('error reporting configuration (000 §8: off unless a DSN is configured)', () => {
  it('000 §8: the runtime configuration without a DSN leaves reporting off', () => {
    expect(readErrorReportingConfig({ version: '2.22.4', buildTime: 'x' })).toBeUndefined();
    expect(readErrorReportingConfig({ version: '2.22.4', errorReporting: { dsn: ' ' } })).toBe(
      undefined,
    );
    expect(readErrorReportingConfig(null)).toBeUndefined();
  });

  it('000 §8: a DSN in the runtime configuration turns reporting on, with its environment', () => {
    expect(
      readErrorReportingConfig({
        version: '2.22.4',
        errorReporting: { dsn: 'https://key@errors.example/1', environment: 'production' },
      }),
    ).toEqual({ dsn: 'https://key@errors.example/1', environment: 'production' });
  });

  it('000 §8: without a DSN the SDK is never loaded, and a caught error goes nowhere', async () => {
    vi.resetModules();
    const sdkLoaded = vi.fn();
    vi.doMock('./errorReportingSdk.ts', () => {
      sdkLoaded();
      return { startErrorReporter: vi.fn() };
    });
    const { reportError, startErrorReporting } = await import('./errorReporting.ts');
    const fetchConfig = vi.fn(async () => Response.json({ version: '2.22.4' }));

    await expect(startErrorReporting({ fetch: fetchConfig })).resolves.toBe(false);
    reportError(new Error('non inviato'));

    expect(fetchConfig).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(sdkLoaded).not.toHaveBeenCalled();
    vi.doUnmock('./errorReportingSdk.ts');
  });

  it('000 §8: with a DSN the SDK is loaded and started with the client version', async () => {
    vi.resetModules();
    const capture = vi.fn();
    const startErrorReporter = vi.fn(() => ({ capture, setProfile: vi.fn() }));
    vi.doMock('./errorReportingSdk.ts', () => ({ startErrorReporter }));
    const { reportError, startErrorReporting } = await import('./errorReporting.ts');
    const fetchConfig = vi.fn(async () =>
      Response.json({ version: '2.22.4', errorReporting: { dsn: 'https://key@errors.example/1' } }),
    );

    await expect(startErrorReporting({ fetch: fetchConfig })).resolves.toBe(true);
    const error = new Error('inviato');
    reportError(error);
    await Promise.resolve();

    expect(startErrorReporter).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@errors.example/1', release: '2.22.4' }),
    );
    expect(capture).toHaveBeenCalledWith(error);
    vi.doUnmock('./errorReportingSdk.ts');
  });
});

describe('error reporting of the first moments (000 §8), before the SDK has started', () => {
  /** An 'error' event as the browser dispatches one for an uncaught error. */
  const uncaught = (error: unknown) => Object.assign(new Event('error'), { error, message: 'x' });
  /** An 'unhandledrejection' event. */
  const rejected = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

  it('000 §8: an error thrown while the SDK loads is reported once it has started', async () => {
    vi.resetModules();
    const capture = vi.fn();
    const startErrorReporter = vi.fn(() => ({ capture, setProfile: vi.fn() }));
    vi.doMock('./errorReportingSdk.ts', () => ({ startErrorReporter }));
    const { startErrorReporting } = await import('./errorReporting.ts');
    const page = new EventTarget();
    let answer: (response: Response) => void = () => undefined;
    const fetchConfig = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));

    const started = startErrorReporting({ fetch: fetchConfig, target: page });
    const early = new Error('prima del via');
    page.dispatchEvent(uncaught(early));
    page.dispatchEvent(rejected('promessa rifiutata'));
    expect(capture).not.toHaveBeenCalled();
    answer(Response.json({ errorReporting: { dsn: 'https://key@errors.example/1' } }));

    await expect(started).resolves.toBe(true);
    expect(capture.mock.calls).toEqual([[early], ['promessa rifiutata']]);
    // From now on the SDK's own handlers report: the page's errors are no longer kept.
    page.dispatchEvent(uncaught(new Error('dopo')));
    expect(capture).toHaveBeenCalledTimes(2);
    vi.doUnmock('./errorReportingSdk.ts');
  });

  it('000 §8: without a DSN the errors kept meanwhile are dropped, and no longer kept', async () => {
    vi.resetModules();
    const startErrorReporter = vi.fn();
    vi.doMock('./errorReportingSdk.ts', () => ({ startErrorReporter }));
    const { startErrorReporting } = await import('./errorReporting.ts');
    const page = new EventTarget();
    const listening = vi.spyOn(page, 'removeEventListener');

    const started = startErrorReporting({ fetch: async () => Response.json({}), target: page });
    page.dispatchEvent(uncaught(new Error('prima')));
    await expect(started).resolves.toBe(false);

    expect(startErrorReporter).not.toHaveBeenCalled();
    expect(listening.mock.calls.map(([type]) => type)).toEqual(['error', 'unhandledrejection']);
    vi.doUnmock('./errorReportingSdk.ts');
  });

  it('000 §8: a page that keeps throwing is kept to its first 20 errors', async () => {
    vi.resetModules();
    const capture = vi.fn();
    vi.doMock('./errorReportingSdk.ts', () => ({
      startErrorReporter: () => ({ capture, setProfile: vi.fn() }),
    }));
    const { EARLY_ERRORS_KEPT, startErrorReporting } = await import('./errorReporting.ts');
    const page = new EventTarget();
    let answer: (response: Response) => void = () => undefined;
    const started = startErrorReporting({
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
      target: page,
    });
    for (let index = 0; index < 50; index += 1) page.dispatchEvent(uncaught(new Error(`${index}`)));
    answer(Response.json({ errorReporting: { dsn: 'https://key@errors.example/1' } }));

    await started;
    expect(EARLY_ERRORS_KEPT).toBe(20);
    expect(capture).toHaveBeenCalledTimes(20);
    expect((capture.mock.calls[19]?.[0] as Error).message).toBe('19');
    vi.doUnmock('./errorReportingSdk.ts');
  });
});
