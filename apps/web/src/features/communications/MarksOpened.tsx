/**
 * Marks a communication opened when its resident recipient opens the detail (001 §4.5 "Opening
 * a communication marks it as opened"). The api-client's mutation invalidates the communications
 * family, so the list, the USR dashboard's unread widget and the Comunicazioni badge drop at once.
 * Renders nothing.
 */
import { markCommunicationOpenedMutationOptions } from '@portineria/api-client';
import { opensAsRead, type Profile } from '@portineria/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import type { CommunicationRow } from './communicationRecords.ts';

export function MarksOpened({ row, profile }: { row: CommunicationRow; profile: Profile }) {
  const { mutate } = useMutation(markCommunicationOpenedMutationOptions(apiClient));
  const marks = opensAsRead(row, profile);
  // One call per record even when the effect runs twice (React's strict mode) or the refetch
  // after the call renders the same record again.
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!marks || marked.current === String(row.id)) return;
    marked.current = String(row.id);
    mutate({ id: row.id, product: profile.product });
  }, [marks, mutate, row.id, profile.product]);
  return null;
}
