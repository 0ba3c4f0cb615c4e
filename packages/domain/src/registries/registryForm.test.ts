import { describe, expect, it } from 'vitest';
import { EMPLOYEE_LEVELS, isRequiredColumn, registryFormColumns } from './registryForm.ts';

const names = (columns: readonly { name: string }[]) => columns.map((column) => column.name);
const rulesOf = (entity: 'contacts' | 'buildings' | 'units', category: string, name: string) =>
  registryFormColumns(entity, category).find((column) => column.name === name)?.rules ?? [];

describe('registryFormColumns (001 §2.2–2.4 registry forms, 002 §3.8 cards)', () => {
  it('gives a person first and last name, a client the company names (002 §2.9 category)', () => {
    const person = names(registryFormColumns('contacts', 'person'));
    const client = names(registryFormColumns('contacts', 'client'));
    expect(person).toContain('lastname');
    expect(person).not.toContain('name1');
    expect(client).toContain('name1');
    expect(client).not.toContain('firstname');
  });

  it('requires the last name of a person and the company name of a client', () => {
    const required = (category: string) =>
      registryFormColumns('contacts', category)
        .filter(isRequiredColumn)
        .map((column) => column.name);
    expect(required('person')).toEqual(['lastname']);
    expect(required('client')).toEqual(['name1']);
  });

  it('checks the tax code length 11 or 16 (000 §5) without requiring it, and the phone and e-mail formats', () => {
    const nin = rulesOf('contacts', 'person', 'nin');
    expect(nin.map((rule) => rule('Codice fiscale')('ABC'))).toEqual([
      'Il campo Codice fiscale deve avere lunghezza 11 o 16',
    ]);
    expect(nin.map((rule) => rule('Codice fiscale')(null))).toEqual([null]);
    const mobile = rulesOf('contacts', 'person', 'mobile');
    expect(mobile.map((rule) => rule('Cellulare')('12'))).toContain(
      'Il campo Cellulare deve essere un numero di telefono valido',
    );
  });

  it('hides nin for a private building and keeps it for a condominium (002 §3.8)', () => {
    expect(names(registryFormColumns('buildings', 'private'))).not.toContain('nin');
    expect(names(registryFormColumns('buildings', 'condominium'))).toContain('nin');
    expect(names(registryFormColumns('buildings', 'condominium'))).not.toContain('code');
  });

  it('gives a unit its code, name and building, required', () => {
    const units = registryFormColumns('units');
    expect(units.filter(isRequiredColumn).map((column) => column.name)).toEqual([
      'code',
      'name',
      '_building',
    ]);
  });

  it('takes a unit floor as free text (PT, S1) and its thousandths at least zero (001 §2.2 units)', () => {
    const floor = registryFormColumns('units').find((column) => column.name === 'floor');
    expect(floor?.type).toBe('string');
    expect(floor?.rules ?? []).toEqual([]);
    const thousandths = rulesOf('units', '', 'thousandths');
    expect(thousandths.map((rule) => rule('Millesimi')(-1))).toEqual([
      'Il campo Millesimi deve essere maggiore o uguale a zero',
    ]);
    expect(names(registryFormColumns('units'))).not.toContain('interior');
  });
});

describe("an employee's form (001 §3 status, level; §4.6 worker; 002 §3.5 color)", () => {
  const rule = (name: string, value: unknown, label = name) =>
    (registryFormColumns('employees').find((column) => column.name === name)?.rules ?? [])
      .map((check) => check(label)(value as never))
      .find((message) => message !== null) ?? null;

  it('asks last and first name, optional e-mail and mobile, the level, the status and the colour', () => {
    expect(names(registryFormColumns('employees'))).toEqual([
      'lastname',
      'firstname',
      'email',
      'mobile',
      'level',
      'status',
      'color',
    ]);
    expect(
      registryFormColumns('employees')
        .filter(isRequiredColumn)
        .map((column) => column.name),
    ).toEqual(['lastname', 'firstname']);
  });

  it('takes the worker level 0 and the profile levels 1 to 3, status enabled (1) or disabled (0), and refuses others', () => {
    expect(EMPLOYEE_LEVELS).toEqual([0, 1, 2, 3]);
    expect(rule('level', 0)).toBeNull();
    expect(rule('level', 3)).toBeNull();
    expect(rule('level', 4, 'Livello')).toBe('Il campo Livello non è valido.');
    expect(rule('status', 1)).toBeNull();
    expect(rule('status', 0)).toBeNull();
    expect(rule('status', 2, 'Stato')).toBe('Il campo Stato non è valido.');
    expect(rule('email', 'non-una-mail', 'Email')).toContain('Il campo Email');
    expect(rule('email', null)).toBeNull();
  });
});
