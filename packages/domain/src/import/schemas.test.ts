import { describe, expect, it } from 'vitest';
import {
  filterPayload,
  importCreatePayload,
  importSchemaFor,
  importUpdatePayload,
  isPrivateBuildingCategory,
  primaryKeyFields,
} from './schemas.ts';

const columnNames = (entity: Parameters<typeof importSchemaFor>[0], category?: string) =>
  importSchemaFor(entity, { category }).columns.map((column) => column.name);

describe('isPrivateBuildingCategory', () => {
  it('002 §2.7: "It reads a route parameter category; the value private means a private building."', () => {
    // Arrange, Act
    const results = [
      isPrivateBuildingCategory('private'),
      isPrivateBuildingCategory('condominium'),
      isPrivateBuildingCategory(undefined),
    ];

    // Assert
    expect(results).toEqual([true, false, false]);
  });
});

describe('importSchemaFor', () => {
  it('002 §3.8: "Building card: code, name, street, city, zip, province, nin (hidden for private buildings), cadastral municipality name, isManagedExternal, isPrivate"', () => {
    // Arrange, Act
    const condominium = importSchemaFor('buildings', { category: 'condominium' });
    const privateBuilding = importSchemaFor('buildings', { category: 'private' });

    // Assert
    expect(condominium.columns.map((column) => column.name)).toEqual([
      'code',
      'name',
      'street',
      'city',
      'zip',
      'province',
      'nin',
      'cadastralMunicipality',
      'isManagedExternal',
    ]);
    expect(privateBuilding.columns.map((column) => column.name)).not.toContain('nin');
    expect(condominium.fixedValues).toEqual({ isPrivate: false });
    expect(privateBuilding.fixedValues).toEqual({ isPrivate: true });
    expect(privateBuilding.isPrivateBuilding).toBe(true);
    expect(condominium.primaryKey).toBe('code');
  });

  it('002 §3.8: "Contact card: firstname, lastname, email, mobile, name1, name2, landline, street, city, zip, province, url, vat, nin"', () => {
    // Arrange, Act
    const names = columnNames('contacts');

    // Assert
    expect([...names].sort()).toEqual(
      [
        'firstname',
        'lastname',
        'email',
        'mobile',
        'name1',
        'name2',
        'landline',
        'street',
        'city',
        'zip',
        'province',
        'url',
        'vat',
        'nin',
      ].sort(),
    );
  });

  it('002 §2.9: the contact category person or client sets isPerson and the required name', () => {
    // Arrange, Act
    const person = importSchemaFor('contacts', { category: 'person' });
    const client = importSchemaFor('contacts', { category: 'client' });
    const unknown = importSchemaFor('contacts');
    const firstRule = (schema: typeof person, name: string) =>
      schema.columns.find((column) => column.name === name)?.rules?.[0]?.(name)('');

    // Assert
    expect(person.fixedValues).toEqual({ isPerson: true });
    expect(client.fixedValues).toEqual({ isPerson: false });
    expect(unknown.fixedValues).toEqual({});
    expect(firstRule(person, 'lastname')).toBe('Il campo lastname è obbligatorio');
    expect(firstRule(client, 'name1')).toBe('Il campo name1 è obbligatorio');
    expect(firstRule(client, 'lastname')).toBeNull();
  });

  it('002 §3.7: "Entitlement record: isOwner, isTennant, isCouncilor, isDoorkeeper, _building, _contact, _contactDeputy, note"', () => {
    // Arrange, Act
    const condominium = importSchemaFor('entitlements', { category: 'condominium' });
    const privateBuilding = importSchemaFor('entitlements', { category: 'private' });

    // Assert
    expect(condominium.columns.map((column) => column.name)).toEqual([
      '_building',
      '_contact',
      '_contactDeputy',
      'isOwner',
      'isTennant',
      'isCouncilor',
      'isDoorkeeper',
      'note',
    ]);
    expect(privateBuilding.columns.map((column) => column.name)).toEqual([
      '_building',
      '_contact',
      '_contactDeputy',
      'isOwner',
      'isTennant',
      'note',
    ]);
    expect(primaryKeyFields(condominium)).toEqual(['_building', '_contact']);
  });

  it.each([
    ['units', 'code'],
    ['suppliers', 'vat'],
    ['employees', 'email'],
    ['contacts', 'nin'],
  ] as const)(
    '002 §5.4: "The existing record is found by the primary key." — %s by %s',
    (entity, key) => {
      // Arrange, Act
      const schema = importSchemaFor(entity);

      // Assert
      expect(primaryKeyFields(schema)).toEqual([key]);
    },
  );

  it('002 §5.4: the update schema leaves out the primary key, the create schema adds the fixed values', () => {
    // Arrange, Act
    const schema = importSchemaFor('buildings', { category: 'private' });

    // Assert
    expect(schema.createSchema).toEqual([
      ...schema.columns.map((column) => column.name),
      'isPrivate',
    ]);
    expect(schema.updateSchema).not.toContain('code');
    expect(schema.updateSchema).not.toContain('isPrivate');
    expect(schema.updateSchema).toContain('name');
  });
});

describe('filterPayload', () => {
  it('002 §5.4: "The payload is filtered by the create or update schema."', () => {
    // Arrange
    const values = { code: 'B1', name: 'Condominio Aurora', status: 1, zip: null };

    // Act
    const payload = filterPayload(values, ['name', 'zip', 'city']);

    // Assert
    expect(payload).toEqual({ name: 'Condominio Aurora', zip: null });
  });
});

describe('importCreatePayload and importUpdatePayload', () => {
  it('002 §7.4: "POST {endpoint} for new records or update at {endpoint}/{id}" — create carries the category, update does not', () => {
    // Arrange
    const schema = importSchemaFor('buildings', { category: 'private' });
    const values = { code: 'B1', name: 'Villa Rosa', city: 'Monza' };

    // Act
    const created = importCreatePayload(values, schema);
    const updated = importUpdatePayload(values, schema);

    // Assert
    expect(created).toEqual({ code: 'B1', name: 'Villa Rosa', city: 'Monza', isPrivate: true });
    expect(updated).toEqual({ name: 'Villa Rosa', city: 'Monza' });
  });
});

describe('importSchemaFor — unknown entity', () => {
  it('refuses a registry that cannot be imported (the entity often comes from a route)', () => {
    // Arrange
    const unknownEntity = 'tickets' as Parameters<typeof importSchemaFor>[0];

    // Act
    const build = () => importSchemaFor(unknownEntity);

    // Assert
    expect(build).toThrow('importSchemaFor: unknown entity tickets');
  });
});
