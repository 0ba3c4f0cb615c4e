/**
 * The files on their way to the records that carry files of their own (a ticket's photos and
 * files, an order's; domain DECISIONS.md "Ticket lifecycle" 10, "Order files"): one queue for the
 * app, each file sent with the api-client's `uploadRecordAttachmentMutationOptions` of its kind
 * (its progress, and the refresh of the kind's reads once stored). The queue outlives the screen
 * that started it: the new-ticket form hands its files over once the ticket exists, and the
 * record's files section (RecordFiles) shows them going up. Also the type and size rules a file
 * zone applies before anything is sent, and its hint, the same for every kind.
 */
import {
  uploadRecordAttachmentMutationOptions,
  type AttachedRecordKind,
} from '@portineria/api-client';
import { UPLOAD_MAX_BYTES, checkUploadDeclaration, type UploadEntity } from '@portineria/domain';
import { MutationObserver } from '@tanstack/react-query';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { apiClient } from '../lib/apiClient.ts';
import { queryClient } from '../lib/queryClient.ts';
import { createUploadQueue, type QueuedUpload, type UploadQueue } from '../lib/uploadQueue.ts';
import { webMessage } from '../messages/it-IT.ts';
import { saveErrorMessage } from './NoteEditor.tsx';

/** A record with files of its own: its kind and its id. */
export interface AttachedRecord {
  kind: AttachedRecordKind;
  recordId: string;
}

/** The queue's name of a record ('tickets/12'). */
export function attachedRecordKey({ kind, recordId }: AttachedRecord): string {
  return `${kind}/${recordId}`;
}

function attachedRecordOf(key: string): AttachedRecord {
  const slash = key.indexOf('/');
  return { kind: key.slice(0, slash) as AttachedRecordKind, recordId: key.slice(slash + 1) };
}

/** The app's queue of uploads to records with files of their own, by {@link attachedRecordKey}. */
export const recordUploads: UploadQueue = createUploadQueue((key, file, onProgress) => {
  const { kind, recordId } = attachedRecordOf(key);
  return new MutationObserver(
    queryClient,
    uploadRecordAttachmentMutationOptions(apiClient, kind),
  ).mutate({ recordId, file, onProgress });
}, saveErrorMessage);

/** One file sent by a feature's own mutation (a folder's document, an offer's file), with its progress. */
export type RecordFileUpload = (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

/** The feature's latest upload of each files section, by the section's key. */
const featureUploadFunctions = new Map<string, RecordFileUpload>();
/** The last file sent by each section: its next file waits for it (one after the other). */
const lastFeatureUpload = new Map<string, Promise<unknown>>();

/**
 * The app's queue of uploads made with a feature's own mutation (records outside
 * {@link recordUploads}), by the files section's key: each section's files go one after the
 * other, with the section's latest upload (a retry sends with the current one).
 */
export const featureUploads: UploadQueue = createUploadQueue((key, file, onProgress) => {
  const sent = (lastFeatureUpload.get(key) ?? Promise.resolve()).then(() => {
    const upload = featureUploadFunctions.get(key);
    if (!upload) throw new Error('the files section is gone');
    return upload(file, onProgress);
  });
  lastFeatureUpload.set(
    key,
    sent.catch(() => undefined),
  );
  return sent;
}, saveErrorMessage);

/** Keeps a files section's latest upload for {@link featureUploads} while it is shown. */
export function useFeatureUpload(key: string, upload: RecordFileUpload | undefined): void {
  useLayoutEffect(() => {
    if (!upload) return undefined;
    featureUploadFunctions.set(key, upload);
    return () => {
      featureUploadFunctions.delete(key);
    };
  }, [key, upload]);
}

/** Starts sending files to a record, each on its own (a failed one keeps neither back). */
export function startRecordUploads(record: AttachedRecord, files: readonly File[]): void {
  if (files.length > 0) recordUploads.start(attachedRecordKey(record), files);
}

/** The files on their way to one record of a queue, re-rendering as they progress. */
export function useQueuedUploads(queue: UploadQueue, key: string): readonly QueuedUpload[] {
  return useSyncExternalStore(queue.subscribe, () => queue.of(key));
}

/**
 * Why a chosen file cannot go to a record of an upload entity, or undefined: domain's type and
 * size rules (002 §5.3), the content being the gateway's check.
 */
export function uploadFileRefusal(entity: UploadEntity, file: File): string | undefined {
  const check = checkUploadDeclaration(entity, file);
  return check.ok ? undefined : check.message;
}

/** The hint under a file zone, with domain's size cap. */
export function uploadFilesHint(): string {
  return webMessage('records.files.hint', { megabytes: UPLOAD_MAX_BYTES / (1024 * 1024) });
}
