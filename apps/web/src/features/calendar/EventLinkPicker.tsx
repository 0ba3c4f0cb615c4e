/**
 * The record of an event's link (002 §3.1, §5.1): once a link type is chosen, a search picker of
 * that type's records (002 §2.3, §5.2) — buildings, suppliers, tickets, claims (not closed),
 * orders (ODS), repeated orders (ODP) and activities (todo or working). Each search is a cached
 * read of the api-client's list options, so the gateway's own rules decide what the caller may
 * find; the picked record becomes the form's only link (domain `selectLinkedRecord`).
 */
import {
  getActivitiesQueryOptions,
  getBuildingsQueryOptions,
  getClaimsQueryOptions,
  getContractsQueryOptions,
  getOrdersQueryOptions,
  getSuppliersQueryOptions,
  getTicketsQueryOptions,
} from '@portineria/api-client';
import type { CalendarLinkType, CalendarSelectedEntity } from '@portineria/domain';
import {
  activityPickerPresentation,
  buildingPickerPresentation,
  claimPickerPresentation,
  orderPickerPresentation,
  SearchPicker,
  supplierPickerPresentation,
  ticketPickerPresentation,
  type SearchPickerPresentation,
} from '@portineria/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../lib/apiClient.ts';

/** A record as the picker holds it: keyed by its id as text, with what its presentation reads. */
type LinkRecord = CalendarSelectedEntity & { id: string };

/** The records of a page of the picker: enough to choose from while typing. */
const PICKER_LIMIT = 20;

type Search = (text: string) => Promise<LinkRecord[]>;

/** The records as the picker keys them (the pickers key their selection by a string id). */
function keyed(rows: readonly object[]): LinkRecord[] {
  return rows.map((row) => ({ ...row, id: String((row as { id: unknown }).id) }) as LinkRecord);
}

function searchesOf(queryClient: QueryClient): Record<CalendarLinkType, Search> {
  const query = (text: string) => ({ full_text: text, limit: PICKER_LIMIT });
  return {
    building: async (text) =>
      keyed(await queryClient.fetchQuery(getBuildingsQueryOptions(apiClient, query(text)))),
    supplier: async (text) =>
      keyed(await queryClient.fetchQuery(getSuppliersQueryOptions(apiClient, query(text)))),
    ticket: async (text) =>
      keyed(await queryClient.fetchQuery(getTicketsQueryOptions(apiClient, query(text)))),
    claim: async (text) =>
      keyed(await queryClient.fetchQuery(getClaimsQueryOptions(apiClient, query(text)))),
    order: async (text) =>
      keyed((await queryClient.fetchQuery(getOrdersQueryOptions(apiClient, query(text)))).results),
    repeatedOrder: async (text) =>
      keyed(
        (await queryClient.fetchQuery(getContractsQueryOptions(apiClient, query(text)))).results,
      ),
    activity: async (text) =>
      keyed(
        (
          await queryClient.fetchQuery(
            getActivitiesQueryOptions(apiClient, {
              ...query(text),
              include: [{ association: 'org_orders' }],
            }),
          )
        ).results,
      ),
  };
}

/** The presentation of each link type's records (ui's ready-made ones). */
function presentationOf(type: CalendarLinkType): SearchPickerPresentation<LinkRecord> {
  const presentation = (() => {
    switch (type) {
      case 'building':
        return buildingPickerPresentation();
      case 'supplier':
        return supplierPickerPresentation();
      case 'ticket':
        return ticketPickerPresentation();
      case 'claim':
        return claimPickerPresentation();
      case 'order':
      case 'repeatedOrder':
        return orderPickerPresentation();
      case 'activity':
        return activityPickerPresentation();
      default:
        return type satisfies never;
    }
  })();
  // One picker for every type: each presentation reads only its own type's fields.
  return presentation as unknown as SearchPickerPresentation<LinkRecord>;
}

/** Props of {@link EventLinkPicker}. */
export interface EventLinkPickerProps {
  linkType: CalendarLinkType;
  /** The record chosen (the form's selectedEntity). */
  value: CalendarSelectedEntity | null;
  onChange: (record: CalendarSelectedEntity | null) => void;
  /** The field's label: the link type's ('Immobile', 'Ordine'…). */
  label: string;
}

/** The picker of the linked record, for the chosen link type. */
export function EventLinkPicker({ linkType, value, onChange, label }: EventLinkPickerProps) {
  const queryClient = useQueryClient();
  const searches = useMemo(() => searchesOf(queryClient), [queryClient]);
  return (
    <SearchPicker<LinkRecord>
      {...presentationOf(linkType)}
      label={label}
      search={searches[linkType]}
      value={value === null ? null : { ...value, id: String(value.id) }}
      onChange={(record) => onChange(record === null ? null : { ...record, id: Number(record.id) })}
      resultsLayout="inline"
    />
  );
}
