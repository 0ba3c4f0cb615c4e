import { describe, expect, it, vi } from 'vitest';
import { CONSOLE_OUTPUT_METHODS, silenceConsoleInProduction } from './consoleOutput.ts';

function fakeConsole() {
  return {
    log: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    trace: vi.fn(),
  };
}

describe('console output (000 §8 "In production, console output is silenced")', () => {
  it('the production build prints nothing, whatever the method', () => {
    const target = fakeConsole();
    const original = { ...target };

    expect(silenceConsoleInProduction(target, { production: true })).toBe(true);
    for (const method of CONSOLE_OUTPUT_METHODS) target[method]('segreto');

    for (const method of CONSOLE_OUTPUT_METHODS) expect(original[method]).not.toHaveBeenCalled();
  });

  it('development and tests keep the output', () => {
    const target = fakeConsole();
    const error = target.error;

    expect(silenceConsoleInProduction(target, { production: false })).toBe(false);
    target.error('visibile');

    expect(error).toHaveBeenCalledWith('visibile');
  });

  it('the end-to-end flag keeps the output of the production build', () => {
    const target = fakeConsole();
    const warn = target.warn;

    expect(silenceConsoleInProduction(target, { production: true, keep: true })).toBe(false);
    target.warn('visibile');

    expect(warn).toHaveBeenCalledWith('visibile');
  });
});
