import { describe, expect, it } from 'vitest';
import { supplierBadge } from './supplierBadge.ts';
import type { SupplierBadgeSubject } from './supplierBadge.ts';

const validatedSupplier: SupplierBadgeSubject = {
  vat: '01234567890',
  status: 'enabled',
  systemStatus: 'enabled',
  certificationStatus: 'validated',
};

describe('supplierBadge', () => {
  it('000 §4: "vat null gives \'Con prestazioni occasionali\' (success)" — first in priority, over a disabled status', () => {
    // Arrange
    const supplier: SupplierBadgeSubject = {
      vat: null,
      status: 'disabled',
      systemStatus: 'disabled',
      certificationStatus: 'under_evaluation',
    };

    // Act
    const badge = supplierBadge(supplier);

    // Assert
    expect(badge).toEqual({
      labelKey: 'suppliers.badge.occasional',
      label: 'Con prestazioni occasionali',
      tone: 'success',
    });
  });

  it('000 §4: "vat null" — a blank vat from a form counts as null', () => {
    // Act
    const badge = supplierBadge({ ...validatedSupplier, vat: '  ' });

    // Assert
    expect(badge?.label).toBe('Con prestazioni occasionali');
  });

  it('000 §4: "organisation status disabled gives \'Accesso disabilitato\' (error)" — before the system status', () => {
    // Arrange
    const supplier: SupplierBadgeSubject = {
      ...validatedSupplier,
      status: 'disabled',
      systemStatus: 'disabled',
    };

    // Act
    const badge = supplierBadge(supplier);

    // Assert
    expect(badge).toEqual({
      labelKey: 'suppliers.badge.accessDisabled',
      label: 'Accesso disabilitato',
      tone: 'error',
    });
  });

  it('000 §4: "system status disabled gives \'Accesso sospeso\' (error)" — before the certification', () => {
    // Arrange
    const supplier: SupplierBadgeSubject = {
      ...validatedSupplier,
      systemStatus: 'disabled',
      certificationStatus: 'under_evaluation',
    };

    // Act
    const badge = supplierBadge(supplier);

    // Assert
    expect(badge).toEqual({
      labelKey: 'suppliers.badge.accessSuspended',
      label: 'Accesso sospeso',
      tone: 'error',
    });
  });

  it('000 §4: "certification under evaluation gives \'Da validare\' (warning)"', () => {
    // Act
    const badge = supplierBadge({ ...validatedSupplier, certificationStatus: 'under_evaluation' });

    // Assert
    expect(badge).toEqual({
      labelKey: 'suppliers.badge.toValidate',
      label: 'Da validare',
      tone: 'warning',
    });
  });

  it('000 §4: "enabled and validated gives \'Validato\' (success)"', () => {
    // Act
    const badge = supplierBadge(validatedSupplier);

    // Assert
    expect(badge).toEqual({
      labelKey: 'suppliers.badge.validated',
      label: 'Validato',
      tone: 'success',
    });
  });

  it.each<[string, SupplierBadgeSubject]>([
    ['no certification status', { vat: 'IT1', status: 'enabled' }],
    ['no organisation status', { vat: 'IT1', certificationStatus: 'validated' }],
    ['vat not loaded', { vat: undefined as unknown as string, status: 'enabled' }],
  ])('000 §4: "otherwise no badge" (%s)', (_case, supplier) => {
    // Act
    const badge = supplierBadge(supplier);

    // Assert
    expect(badge).toBeUndefined();
  });
});
