/**
 * The consultancy services (001 §2.2 orgConsultancies; the spec names none of their fields: the
 * gateway's), read through the api-client's consultancy queries. The list has no detail route:
 * a consultancy's folder types have their own screen (orgConsultancyFolderType). The page of a
 * consultancy type (`/ORG/TAB/consultancies/{consultancyTypeId}`, 000 §2, reached from the
 * 'Servizi' menu) lists that type only: a consultancy's id is its consultancyTypeId.
 */
import {
  getConsultanciesPageQueryOptions,
  getConsultancyRecordQueryOptions,
  type Consultancy,
} from '@portineria/api-client';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';

const field = fieldsOf<Consultancy>();

const name = field.text('name', 'field.name', (consultancy) => consultancy.name);
const category = field.text('category', 'field.category', (consultancy) => consultancy.category);
const status = field.labelled('status', 'field.status', (consultancy) => consultancy.status, {
  active: 'value.consultancy.active',
  inactive: 'value.consultancy.inactive',
});

export const CONSULTANCIES = defineRecords<Consultancy>({
  columns: [name, category, status],
  sections: [
    section('section.general', [
      name,
      field.multiline('description', 'field.description', (consultancy) => consultancy.description),
      category,
      status,
    ]),
  ],
  page: (query, params) =>
    getConsultanciesPageQueryOptions(
      apiClient,
      params.consultancyTypeId
        ? { ...query, where: { ...query.where, id: Number(params.consultancyTypeId) } }
        : query,
    ),
  record: (id) => getConsultancyRecordQueryOptions(apiClient, id),
});
