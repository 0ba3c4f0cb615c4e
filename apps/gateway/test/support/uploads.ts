/**
 * What the attachment tests share (002 §7.3 "version 2: file, entity, entity id"): a real PDF's
 * bytes, an upload sent as a signed-in profile, and the count of files stored on a record.
 */
import type { UploadEntity } from '@portineria/domain';
import type { ActingAs, TestGateway } from './gateway.ts';

/** A PDF's first bytes: the `%PDF-` signature the content check looks for. */
export const SAMPLE_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n',
);

/** `POST attachments` (multipart: entity, entityId, file) as `acting`. */
export function uploadAs(
  gateway: TestGateway,
  acting: ActingAs,
  upload: { entity: string; entityId: number; file: Blob; name: string },
): Promise<Response> {
  const form = new FormData();
  form.append('entity', upload.entity);
  form.append('entityId', String(upload.entityId));
  form.append('file', upload.file, upload.name);
  return fetch(`${gateway.url}/api/v2/attachments`, {
    method: 'POST',
    headers: {
      authorization: acting.headers.authorization ?? '',
      'x-portineria-profile': acting.profileUid,
    },
    body: form,
  });
}

/** How many files are stored on a record (refused uploads must store none). */
export async function storedAttachments(
  gateway: TestGateway,
  entity: UploadEntity,
  entityId: number,
): Promise<number> {
  const rows = await gateway.gateway.deps.db
    .selectFrom('chat_attachments')
    .select('id')
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .execute();
  return rows.length;
}
