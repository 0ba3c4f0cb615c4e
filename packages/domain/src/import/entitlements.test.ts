import { describe, expect, it } from 'vitest';
import {
  entitlementDefaults,
  entitlementFieldsShown,
  normalizeEntitlement,
} from './entitlements.ts';

describe('entitlementDefaults', () => {
  it('002 §5.4: "Entitlement defaults: owner on; tenant, councilor and doorkeeper off."', () => {
    // Arrange, Act
    const defaults = entitlementDefaults;

    // Assert
    expect(defaults).toEqual({
      isOwner: true,
      isTennant: false,
      isCouncilor: false,
      isDoorkeeper: false,
    });
  });
});

describe('entitlementFieldsShown', () => {
  it('002 §5.4: "Councilor and doorkeeper are hidden for private buildings."', () => {
    // Arrange, Act
    const shown = entitlementFieldsShown({ isPrivateBuilding: true });

    // Assert
    expect(shown).toEqual(['isOwner', 'isTennant']);
  });

  it('002 §3.7: a condominium shows the four flags', () => {
    // Arrange, Act
    const shown = entitlementFieldsShown({ isPrivateBuilding: false });

    // Assert
    expect(shown).toEqual(['isOwner', 'isTennant', 'isCouncilor', 'isDoorkeeper']);
  });
});

describe('normalizeEntitlement', () => {
  it('002 §5.4: missing or empty flags take the defaults', () => {
    // Arrange
    const input = { isOwner: null, isTennant: undefined };

    // Act
    const result = normalizeEntitlement(input, { isPrivateBuilding: false });

    // Assert
    expect(result).toEqual(entitlementDefaults);
  });

  it('002 §5.4: "Owner is forced when none is chosen."', () => {
    // Arrange
    const input = { isOwner: false, isTennant: false, isCouncilor: false, isDoorkeeper: false };

    // Act
    const result = normalizeEntitlement(input, { isPrivateBuilding: false });

    // Assert
    expect(result).toEqual({
      isOwner: true,
      isTennant: false,
      isCouncilor: false,
      isDoorkeeper: false,
    });
  });

  it('002 §5.4: a chosen role keeps owner off', () => {
    // Arrange
    const input = { isOwner: false, isTennant: false, isCouncilor: true };

    // Act
    const result = normalizeEntitlement(input, { isPrivateBuilding: false });

    // Assert
    expect(result).toEqual({
      isOwner: false,
      isTennant: false,
      isCouncilor: true,
      isDoorkeeper: false,
    });
  });

  it('002 §5.4: councilor and doorkeeper are hidden, so off, for a private building — and owner is forced when nothing else is left', () => {
    // Arrange
    const input = { isOwner: false, isTennant: false, isCouncilor: true, isDoorkeeper: true };

    // Act
    const result = normalizeEntitlement(input, { isPrivateBuilding: true });

    // Assert
    expect(result).toEqual({
      isOwner: true,
      isTennant: false,
      isCouncilor: false,
      isDoorkeeper: false,
    });
  });

  it('002 §3.7: a tenant of a private building stays a tenant only', () => {
    // Arrange
    const input = { isOwner: false, isTennant: true };

    // Act
    const result = normalizeEntitlement(input, { isPrivateBuilding: true });

    // Assert
    expect(result).toEqual({
      isOwner: false,
      isTennant: true,
      isCouncilor: false,
      isDoorkeeper: false,
    });
  });
});
