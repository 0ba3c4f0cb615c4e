import { describe, expect, it } from 'vitest';
import { REDACTED, scrubReport } from './errorReportingScrub.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJh';
const identity = {
  profileId: 'prf-org-1',
  personal: ['Giulia Rossi', 'giulia.rossi@studiorossi.it', JWT],
};

describe('error report scrubbing (000 §8: reported with the profile id, no token, no personal data)', () => {
  it('000 §8: the user of a report is only the active profile id', () => {
    const report = scrubReport(
      { user: { id: 'user-1', email: 'giulia.rossi@studiorossi.it', ip_address: '10.0.0.1' } },
      identity,
    );
    expect(report.user).toEqual({ id: 'prf-org-1' });
  });

  it('000 §8: no token leaves the browser, as a header, a bearer string, a JWT or a query parameter', () => {
    const report = scrubReport(
      {
        request: {
          url: 'https://app.example/auth/callback?code=abc123&route=/ORG',
          headers: { Authorization: `Bearer ${JWT}`, 'User-Agent': 'Chromium' },
        },
        message: `Richiesta rifiutata con Bearer ${JWT}`,
        extra: { detail: `token ${JWT.replace('c2ln', 'Zm9v')}`, accessToken: 'opaque-value' },
      },
      identity,
    );
    const text = JSON.stringify(report);
    expect(text).not.toContain('eyJ');
    expect(text).not.toContain('abc123');
    expect(text).not.toContain('opaque-value');
    expect(report.request.headers).toEqual({ Authorization: REDACTED, 'User-Agent': 'Chromium' });
    expect(report.request.url).toBe(
      `https://app.example/auth/callback?code=${REDACTED}&route=/ORG`,
    );
  });

  it('000 §8: names, e-mail addresses and tax codes are removed wherever they appear', () => {
    const report = scrubReport(
      {
        exception: {
          values: [
            {
              type: 'TypeError',
              value:
                'Impossibile salvare Rossi Giulia (RSSGLI80A41H501X), scrivere a mario@esempio.it',
            },
          ],
        },
        breadcrumbs: [{ category: 'console', message: 'Benvenuta Giulia Rossi' }],
        contexts: { form: { lastName: 'Bianchi', taxCode: 'BNCPLA75C12F205Z', rows: 3 } },
      },
      identity,
    );
    const text = JSON.stringify(report);
    for (const personal of [
      'Giulia',
      'Rossi',
      'RSSGLI80A41H501X',
      'mario@esempio.it',
      'Bianchi',
      'BNCPLA75C12F205Z',
    ]) {
      expect(text).not.toContain(personal);
    }
    expect(report.exception.values[0]?.type).toBe('TypeError');
    expect(report.contexts.form.rows).toBe(3);
  });

  it('000 §8: the technical context stays: paths, ids, error types and stack frames', () => {
    const event = {
      transaction: '/ORG/OPR/orders/service/mod/42',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'Ordine 42 non trovato',
            stacktrace: { frames: [{ filename: '/assets/ORG-abc.js', lineno: 10 }] },
          },
        ],
      },
      tags: { role: 'org_3' },
    };
    expect(scrubReport(event, identity)).toEqual({ ...event, user: { id: 'prf-org-1' } });
  });

  it('000 §8: before a profile is active a report carries no user at all', () => {
    expect(
      scrubReport(
        { user: { id: 'user-1' }, message: 'avvio' },
        { profileId: undefined, personal: [] },
      ),
    ).toEqual({
      message: 'avvio',
    });
  });
});
