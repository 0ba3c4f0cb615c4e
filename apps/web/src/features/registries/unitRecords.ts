/**
 * The units of the buildings as their list and detail show them (the spec names none of their
 * fields: the gateway's), read through the api-client's unit queries with the building included
 * in the same request.
 */
import {
  getUnitRecordQueryOptions,
  getUnitsPageQueryOptions,
  type IncludedBuilding,
  type Unit,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';

/** A unit with its building included. */
export interface UnitRow extends Unit {
  building?: IncludedBuilding | null;
}

const field = fieldsOf<UnitRow>();

const code = field.text('code', 'field.code', (unit) => unit.code);
const name = field.text('name', 'field.name', (unit) => unit.name);
const unitType = field.text('unitType', 'field.unitType', (unit) => unit.unitType);
const building = field.relation(
  'building',
  'field.building',
  'building',
  (unit) => ({ id: unit._building, record: unit.building }),
  { include: 'building' },
);
const floor = field.text('floor', 'field.floor', (unit) => unit.floor);

export const UNITS = defineRecords<UnitRow>({
  columns: [code, name, building, unitType, floor],
  sections: [
    section('section.general', [
      code,
      name,
      unitType,
      building,
      field.text('staircase', 'field.staircase', (unit) => unit.staircase),
      floor,
      field.number('thousandths', 'field.thousandths', (unit) => unit.thousandths),
    ]),
    section('section.cadastral', [
      field.text('cadastralSheet', 'field.cadastralSheet', (unit) => unit.cadastralSheet),
      field.text('cadastralParcel', 'field.cadastralParcel', (unit) => unit.cadastralParcel),
      field.text('cadastralSub', 'field.cadastralSub', (unit) => unit.cadastralSub),
    ]),
  ],
  searchable: true,
  page: (query) => getUnitsPageQueryOptions<UnitRow>(apiClient, query),
  record: (id, include) => getUnitRecordQueryOptions<UnitRow>(apiClient, id, include),
});
