import { describe, expect, it } from 'vitest';
import { configuredUrl } from './deploymentLinks.ts';

describe('configuredUrl', () => {
  it('takes an absolute http or https address as configured', () => {
    expect(configuredUrl('https://assistenza.example.it/help', 'https://fallback')).toBe(
      'https://assistenza.example.it/help',
    );
    expect(configuredUrl(' http://localhost:9000 ', 'https://fallback')).toBe(
      'http://localhost:9000/',
    );
  });

  it('falls back when unset, blank, relative or of another scheme', () => {
    for (const value of [
      undefined,
      '',
      '   ',
      '/help',
      'javascript:alert(1)',
      'data:text/html,x',
      42,
    ]) {
      expect(configuredUrl(value, 'https://fallback.example/')).toBe('https://fallback.example/');
    }
  });
});
