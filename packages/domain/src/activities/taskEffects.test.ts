import { describe, expect, it } from 'vitest';
import { activityTaskEffect, isSupplierSetActivityStatus } from './taskEffects.ts';

describe('activityTaskEffect (001 §4.2 tasks and quick completion)', () => {
  it('quick completion (status 2, signed) completes the activity', () => {
    expect(activityTaskEffect({ status: 'TODO' }, { status: 2, isSigned: true })).toEqual({
      status: 'DONE',
      completes: true,
    });
    expect(activityTaskEffect({ status: 'WORKING' }, { status: 2, isSigned: true })).toEqual({
      status: 'DONE',
      completes: true,
    });
  });

  it('another task puts an activity still to do under way', () => {
    expect(activityTaskEffect({ status: 'TODO' }, { status: 1, isSigned: false })).toEqual({
      status: 'WORKING',
      completes: false,
    });
    expect(activityTaskEffect({ status: 'TODO' }, { status: 2, isSigned: false })).toEqual({
      status: 'WORKING',
      completes: false,
    });
  });

  it('another task leaves an activity under way as it is', () => {
    expect(
      activityTaskEffect({ status: 'WORKING' }, { status: 0, isSigned: true }),
    ).toBeUndefined();
  });
});

describe('isSupplierSetActivityStatus (001 §4.2: the supplier works on an activity)', () => {
  it('lets the supplier set TODO and WORKING only', () => {
    expect(isSupplierSetActivityStatus('TODO')).toBe(true);
    expect(isSupplierSetActivityStatus('WORKING')).toBe(true);
    expect(isSupplierSetActivityStatus('DONE')).toBe(false);
    expect(isSupplierSetActivityStatus('REJECTED')).toBe(false);
    expect(isSupplierSetActivityStatus('working')).toBe(false);
  });
});
