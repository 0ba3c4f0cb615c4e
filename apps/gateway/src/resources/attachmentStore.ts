/**
 * Where attachments are kept, and what other resources read of them (./attachments.ts serves the
 * routes): the data folder or the database ({@link fileDirectory}), the files of records for a
 * detail's include ({@link attachmentsOf}), and the hand-over of one record's files to another
 * ({@link copyAttachments}, a ticket's to the order it became). Its own module so that the orders
 * resource reads and copies files without importing the upload routes' rules.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadEntity } from '@portineria/domain';
import type { Kysely } from 'kysely';
import type { GatewayDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import type { ComputedInclude } from '../layer/resource.ts';

/** Where the bytes go: the data folder for PGlite on disk, else the database. */
export function fileDirectory(deps: GatewayDeps): string | undefined {
  const { dataDir, databaseUrl } = deps.config;
  return databaseUrl || dataDir === 'memory' ? undefined : join(dataDir, 'attachments');
}

/** What a record's detail lists of one of its attachments. */
export interface AttachmentSummary {
  id: string;
  name: string;
  size: number;
  mimeType: string;
}

/**
 * The attachments of records of an entity, oldest first, keyed by record id: for a detail's
 * include, called only with records the caller already reads.
 */
export async function attachmentsOf(
  db: Kysely<Database>,
  entity: UploadEntity | readonly UploadEntity[],
  entityIds: readonly number[],
): Promise<Map<number, AttachmentSummary[]>> {
  const entities: readonly UploadEntity[] = typeof entity === 'string' ? [entity] : entity;
  const byRecord = new Map<number, AttachmentSummary[]>();
  if (entityIds.length === 0) return byRecord;
  const rows = await db
    .selectFrom('chat_attachments')
    .select(['public_id', 'entity_id', 'file_name', 'size_bytes', 'mime_type'])
    .where('entity', 'in', [...entities])
    .where('entity_id', 'in', [...entityIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byRecord.get(row.entity_id) ?? [];
    list.push({
      id: row.public_id,
      name: row.file_name,
      size: row.size_bytes,
      mimeType: row.mime_type,
    });
    byRecord.set(row.entity_id, list);
  }
  return byRecord;
}

/**
 * A resource's computed include of its records' files (a ticket's and an order's `attachments`, a
 * folder's `documents`): each row the caller already reads gets its files, oldest first, under
 * `field`, read on the read's own connection.
 */
export function filesInclude(
  entity: UploadEntity | readonly UploadEntity[],
  field = 'attachments',
): ComputedInclude {
  return async (rows, _request, db) => {
    const byRecord = await attachmentsOf(
      db,
      entity,
      rows.map((row) => Number(row.id)),
    );
    return rows.map((row) => ({ ...row, [field]: byRecord.get(Number(row.id)) ?? [] }));
  };
}

/** A record a file is attached to. */
export interface AttachedTo {
  entity: UploadEntity;
  entityId: number;
}

/**
 * Copies every file of one record to another, oldest first (a ticket's to the order it became,
 * domain DECISIONS.md "Order files" 3) — or `only` the one file of that public id (a file added to
 * the ticket afterwards, "Order files" 4) — with `db` the caller's transaction: each file a new row of
 * the target with its own public id, its name, type, size and uploader kept, and its own copy of
 * the bytes — in the row for files kept in the database, a new file in the data folder for files
 * kept there — so the two records never share what either may later lose. A file kept in the data
 * folder that cannot be read any more is left out (and logged); the rest are copied. Answers the
 * names copied, for the histories to say so.
 */
export async function copyAttachments(
  db: Kysely<Database>,
  deps: GatewayDeps,
  from: AttachedTo,
  to: AttachedTo,
  only?: { publicId: string },
): Promise<string[]> {
  let query = db
    .selectFrom('chat_attachments')
    .select([
      'id',
      'public_id',
      'uploaded_by',
      'profile_id',
      'file_name',
      'mime_type',
      'size_bytes',
      'storage',
    ])
    .where('entity', '=', from.entity)
    .where('entity_id', '=', from.entityId);
  if (only) query = query.where('public_id', '=', only.publicId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const directory = fileDirectory(deps);
  const copied: string[] = [];
  for (const row of rows) {
    const publicId = randomUUID();
    let content: Uint8Array | null = null;
    if (row.storage === 'file') {
      try {
        if (!directory) throw new Error('no data folder');
        // Written under a temporary name first, as an upload is: never a half file behind a row.
        const temporary = join(directory, `${publicId}.part`);
        await copyFile(join(directory, row.public_id), temporary);
        await rename(temporary, join(directory, publicId));
      } catch (error) {
        deps.log.error('attachment copy failed', {
          id: row.public_id,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
        continue;
      }
    } else {
      const stored = await db
        .selectFrom('chat_attachments')
        .select('content')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      content = stored.content;
    }
    await db
      .insertInto('chat_attachments')
      .values({
        public_id: publicId,
        entity: to.entity,
        entity_id: to.entityId,
        chat_id: null,
        cover_type: null,
        uploaded_by: row.uploaded_by,
        profile_id: row.profile_id,
        file_name: row.file_name,
        mime_type: row.mime_type,
        size_bytes: row.size_bytes,
        storage: row.storage,
        content,
      })
      .execute();
    copied.push(row.file_name);
  }
  return copied;
}
