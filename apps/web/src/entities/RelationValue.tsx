/**
 * A related record on a detail screen (002 §2.1 "/{ROLE}{applicationRoute}/mod/{id} for any
 * linked entity"; §2.2; §6 "Links to entities are wrapped in permission checks … When not
 * allowed, an info dialog is shown instead"): ui's RelationChip with the record's name, linking
 * to its /mod screen when the role has one and the permission check of that screen's path
 * allows it, and opening the info dialog titled by the entity type when it does not. A role with
 * no screen for the record sees its name only.
 *
 * When the answer embeds only the id (or a record without what its route needs, such as a
 * building's category), the record is looked up among those the profile may list, by id, so a
 * record the profile may not see gives no HTTP error and is shown by its number.
 */
import { routeByName, type Profile, type RoleType } from '@portineria/domain';
import { RelationChip, type RelationChipProps } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { Contact, DoorOpen, ListChecks, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { apiClient } from '../app/apiClient.ts';
import { usePathPermission } from '../app/permissions.ts';
import { webMessage } from '../messages/it-IT.ts';
import {
  relationHref,
  relationRoute,
  relationTarget,
  type RelatedRecord,
  type RelationKind,
} from './entityRelations.ts';
import { entityConfig } from './entityTable.ts';
import type { FieldPresentation } from './fieldValue.ts';

/** Icons for the kinds ui's RelationChip has no type of (it keeps its own for the others). */
const ICONS: Partial<Record<RelationKind, ReactNode>> = {
  activity: <ListChecks size={14} aria-hidden />,
  token: <Receipt size={14} aria-hidden />,
  unit: <DoorOpen size={14} aria-hidden />,
  contact: <Contact size={14} aria-hidden />,
};

/** Props of {@link RelationValue}. */
export interface RelationValueProps {
  /** The relation from `presentField`. */
  presentation: Extract<FieldPresentation, { kind: 'relation' }>;
  /** The active profile, whose permission decides the link. */
  profile: Profile;
  /** The role tree of the screen, which decides the related record's route. */
  roleType: RoleType;
}

/** A related record: its name, a link when the user may open it, else the info dialog. */
export function RelationValue({ presentation, profile, roleType }: RelationValueProps) {
  const { relation: kind, id } = presentation;
  const target = relationTarget(kind);
  const routeName = relationRoute(kind, roleType);
  const route = routeName ? routeByName(routeName) : undefined;
  const decision = usePathPermission(profile, route?.permissionPath ?? null);
  const allowed = decision?.state === 'allowed';
  const lookupConfig = entityConfig(target.entity);
  const complete =
    presentation.name !== undefined &&
    routeName !== undefined &&
    id !== undefined &&
    relationHref(kind, routeName, id, presentation.record) !== undefined;
  const lookup = useQuery({
    queryKey: ['entities', target.entity, profile.uid, 'find', id],
    queryFn: ({ signal }) => lookupConfig!.source(apiClient, {}).find(id!, signal),
    enabled: allowed && !complete && id !== undefined && lookupConfig !== undefined,
    staleTime: 60_000,
  });

  const record: RelatedRecord | undefined =
    presentation.record || lookup.data ? { ...presentation.record, ...lookup.data } : undefined;
  const name =
    (record ? target.nameOf(record) : undefined) ??
    presentation.name ??
    webMessage('detail.relationById', { id: id ?? '' });
  const typeLabel = target.typeLabelKey ? webMessage(target.typeLabelKey) : undefined;
  const common: RelationChipProps = {
    type: target.chip(record),
    label: name,
    size: 'small',
    ...(typeLabel ? { typeLabel } : {}),
    ...(ICONS[kind] ? { icon: ICONS[kind] } : {}),
  };

  if (!route || decision === undefined) return <RelationChip {...common} />;
  if (!allowed) return <RelationChip {...common} allowed={false} />;
  const href =
    routeName && id !== undefined && (complete || lookup.data)
      ? relationHref(kind, routeName, id, record)
      : undefined;
  // Still looking it up, or not among the records the profile may list: the name only.
  return href ? <RelationChip {...common} href={href} /> : <RelationChip {...common} />;
}
