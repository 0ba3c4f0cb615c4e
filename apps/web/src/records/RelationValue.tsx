/**
 * A related record on a detail screen (002 §2.1 "/{ROLE}{applicationRoute}/mod/{id} for any
 * linked entity"; §2.2; §6 "Links to entities are wrapped in permission checks … When not
 * allowed, an info dialog is shown instead"): ui's RelationChip with the record's name, linking
 * to its /mod screen when the role has one and the permission check of that screen's path
 * allows it, and opening the info dialog titled by the entity type when it does not — also where
 * the role has no screen for the record (002 §2.2: the administrator, shown to suppliers only).
 *
 * Nothing is fetched here: the record comes embedded in the detail's own read (its includes), and
 * the decision from the screen's one batch permission check of every relation it shows.
 */
import { routeByName, type PermissionDecision, type RoleType } from '@portineria/domain';
import { RelationChip, type RelationChipProps } from '@portineria/ui';
import { Contact, DoorOpen, ListChecks, Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { webMessage } from '../messages/it-IT.ts';
import type { FieldPresentation } from './presenters.ts';
import { relationHref, relationRoute, relationTarget, type RelationKind } from './relations.ts';

/** Icons for the kinds ui's RelationChip has no type of (it keeps its own for the others). */
const ICONS: Partial<Record<RelationKind, ReactNode>> = {
  activity: <ListChecks size={14} aria-hidden />,
  token: <Receipt size={14} aria-hidden />,
  unit: <DoorOpen size={14} aria-hidden />,
  contact: <Contact size={14} aria-hidden />,
};

/** The permission path of the screen that opens a kind of related record in a role tree. */
export function relationPermissionPath(kind: RelationKind, roleType: RoleType): string | undefined {
  const routeName = relationRoute(kind, roleType);
  return (routeName ? routeByName(routeName)?.permissionPath : undefined) ?? undefined;
}

/** Props of {@link RelationValue}. */
export interface RelationValueProps {
  /** The relation, from the field's presenter. */
  presentation: Extract<FieldPresentation, { kind: 'relation' }>;
  /** The role tree of the screen, which decides the related record's route. */
  roleType: RoleType;
  /** The decision for the related record's screen; undefined while the check runs. */
  decision: PermissionDecision | undefined;
}

/** A related record: its name, a link when the user may open it, else the info dialog. */
export function RelationValue({ presentation, roleType, decision }: RelationValueProps) {
  const { relation: kind, id, record } = presentation;
  const target = relationTarget(kind);
  const routeName = relationRoute(kind, roleType);
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

  // 002 §2.2: a record the role may not read, or has no screen for, opens the info dialog.
  if (!routeName || presentation.unreadable) return <RelationChip {...common} allowed={false} />;
  if (decision === undefined) return <RelationChip {...common} />;
  if (decision.state !== 'allowed') return <RelationChip {...common} allowed={false} />;
  const href = id !== undefined ? relationHref(kind, routeName, id, record) : undefined;
  // A record without what its route needs (a building's category) shows its name only.
  return href ? <RelationChip {...common} href={href} /> : <RelationChip {...common} />;
}
