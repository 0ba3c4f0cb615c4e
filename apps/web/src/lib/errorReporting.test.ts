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
