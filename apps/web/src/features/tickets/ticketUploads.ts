/**
 * The photos and files on their way to tickets (DECISIONS.md "Ticket lifecycle" 10): one queue
 * for the app, each file sent with the api-client's upload mutation options (its progress, and
 * the refresh of the ticket's reads once stored). The new-ticket form hands its files over once
 * the ticket exists; the ticket's detail adds more and shows them going up.
 */
import { uploadTicketAttachmentMutationOptions } from '@portineria/api-client';
import { MutationObserver } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { queryClient } from '../../lib/queryClient.ts';
import { createUploadQueue, type QueuedUpload } from '../../lib/uploadQueue.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';

/** The app's queue of ticket uploads. */
export const ticketUploads = createUploadQueue(
  (ticketId, file, onProgress) =>
    new MutationObserver(queryClient, uploadTicketAttachmentMutationOptions(apiClient)).mutate({
      recordId: ticketId,
      file,
      onProgress,
    }),
  saveErrorMessage,
);

/** The files on their way to one ticket, re-rendering as they progress. */
export function useTicketUploads(ticketId: string): readonly QueuedUpload[] {
  return useSyncExternalStore(ticketUploads.subscribe, () => ticketUploads.of(ticketId));
}
