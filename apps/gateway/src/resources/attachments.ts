/**
 * Attachments (002 §5.3, §7.3). Version 1: `POST chats/attachments` (multipart: chatId, file,
 * coverType) for a chat's members. Version 2: `POST attachments` (multipart: file, entity, entityId)
 * for a chat (chatData), a supplier qualification folder (qualifications), a consultancy folder
 * (consultancies) or a ticket (tickets: its requester and its organisation while it is not closed,
 * domain's `ticketAttachmentRefusal`: 409 on a closed one) or a supplier's offer on a quote request
 * (quoteOffers: the supplier asked while it answers, domain's `quoteOfferAttachmentRefusal`; read
 * by the request's organisation and that supplier) or an order (orders: read by whoever reads the
 * order, ./orderVisibility.ts; added by its organisation and its supplier until it is closed,
 * domain's `orderAttachmentRefusal`). A file added to a ticket, an offer or an order is told in
 * the record's one history (./recordHistory.ts: action ATTACH, the file's name). A ticket turned
 * into an order hands its files over with `copyAttachments` (./attachmentStore.ts), and a file
 * added to it later reaches the orders that still take files (./ticketOrders.ts
 * `copyLaterTicketFile`, domain DECISIONS.md "Order files" 4). A supplier's cover image
 * (supplierCovers) is its company's, changed above level 1 (./supplierCompany.ts).
 * Files are checked by domain's `checkUpload`: the MIME allow-list, the size cap and the first
 * bytes, which must carry the claimed type's signature (an HTML page named `.pdf` is refused, and
 * nothing is stored). They are stored in the database (memory PGlite, PostgreSQL) or the data
 * folder (PGlite on disk), and served back by `GET attachments/{id}` only to callers who may see
 * what they are attached to (else 404), always as a download (`Content-Disposition: attachment`,
 * `nosniff`, a sandboxing CSP), never as a page of the app's origin.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ROLE_TYPE,
  UPLOAD_ENTITIES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES_BY_ENTITY,
  UPLOAD_SNIFF_BYTES,
  checkUpload,
  folderUploadRefusal,
  orderAttachmentRefusal,
  ticketAttachmentRefusal,
} from '@portineria/domain';
import type {
  ChatFile,
  FolderStatus,
  OrderLifecycleRecord,
  TicketStatus,
  UploadEntity,
} from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { Kysely } from 'kysely';
import type { Database, RowOf } from '../db/schema.ts';
import { chatAttachments } from '../db/tables/chat.ts';
import { conflict, forbidden, notFound, validationFailed } from '../http/errors.ts';
import { idOf } from '../layer/requests.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { allowList } from '../query/index.ts';
import { canReadChat, canWriteChat, findChat, scopeProfileId } from '../realtime/chatStore.ts';
import { chatMessages } from '../realtime/messages.ts';
import { fileDirectory } from './attachmentStore.ts';
import { refusalError } from './lifecycle.ts';
import { visibleOrders } from './orderVisibility.ts';
import { assertCanChangeCover, canReadCover, useAsCover } from './supplierCompany.ts';
import { copyLaterTicketFile } from './ticketOrders.ts';
import { quoteOfferForFiles } from './quoteLifecycle.ts';
import { appendHistory } from './recordHistory.ts';
import type { HistoryEntryInput } from './recordHistory.ts';

/** The largest attachment accepted, in bytes (domain's 10 MB). */
export const ATTACHMENT_MAX_BYTES = UPLOAD_MAX_BYTES;

/** Room for the multipart envelope around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The entities a folder's documents are uploaded with (002 §7.3 "qualifications and consultancies"). */
export const FOLDER_DOCUMENT_ENTITIES = ['qualifications', 'consultancies'] as const;

/** What a stored attachment looks like on the wire (a message's `file`, with its id). */
export interface AttachmentDescription extends ChatFile {
  id: string;
  name: string;
  url: string;
  type: string;
  size: number;
}

type AttachmentRow = RowOf<'chat_attachments'>;

function attachmentNotFound() {
  return notFound(chatMessages.attachmentNotFound);
}

function validation(field: string, message: string) {
  return validationFailed([{ field, message }], message);
}

/** The wire description of a stored attachment. */
export function describeAttachment(
  row: Pick<AttachmentRow, 'public_id' | 'file_name' | 'mime_type' | 'size_bytes'>,
): AttachmentDescription {
  return {
    id: row.public_id,
    name: row.file_name,
    url: `/api/v2/attachments/${row.public_id}`,
    type: row.mime_type,
    size: row.size_bytes,
  };
}

/**
 * A file name safe to store and to send back in Content-Disposition: the last path segment,
 * without control characters, at most 200 characters (keeping the extension).
 */
export function safeFileName(name: string): string | undefined {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return undefined;
  if ([...cleaned].length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return [...cleaned].slice(0, 200 - extension.length).join('') + extension;
}

/**
 * Whether the scope may see (or, with `write`, attach to) a folder: the supplier it belongs to or
 * the organisation requiring it; the back office reads. Folder types owned by a consultant are
 * the consultancies, the others the qualifications (001 §3).
 */
async function canUseFolder(
  deps: GatewayDeps,
  scope: RequestScope,
  entity: 'qualifications' | 'consultancies',
  folderId: number,
  write: boolean,
): Promise<boolean> {
  const owner = entity === 'consultancies' ? 'CONSULTANT' : 'ORGANIZATION';
  const folder = await deps.db
    .selectFrom('certification_folders as f')
    .innerJoin('folder_types as t', 't.id', 'f.folder_type_id')
    .select(['f.organization_id', 'f.supplier_id', 'f.uploadable_by_spl'])
    .where('f.id', '=', folderId)
    .where('t.owner', '=', owner)
    .executeTakeFirst();
  if (!folder) return false;
  if (scope.roleType === ROLE_TYPE.SYS) return !write;
  if (scope.roleType === ROLE_TYPE.SPL) {
    return folder.supplier_id === scope.companyId && (!write || folder.uploadable_by_spl);
  }
  if (scope.roleType === ROLE_TYPE.ORG) return folder.organization_id === scope.companyId;
  return false;
}

/**
 * The ticket as the attachment rules read it, when the scope reads it: the tickets resource's rule
 * (the organisation its own, a resident those it opened, the back office every one).
 */
async function readableTicket(
  deps: GatewayDeps,
  scope: RequestScope,
  ticketId: number,
): Promise<{ status: TicketStatus; organizationId: number } | undefined> {
  const ticket = await deps.db
    .selectFrom('tickets')
    .select(['organization_id', 'created_by_user_id', 'status'])
    .where('id', '=', ticketId)
    .executeTakeFirst();
  if (!ticket) return undefined;
  const reads =
    scope.roleType === ROLE_TYPE.SYS ||
    (scope.roleType === ROLE_TYPE.ORG && ticket.organization_id === scope.companyId) ||
    (scope.roleType === ROLE_TYPE.USR && ticket.created_by_user_id === scope.user.id);
  return reads
    ? { status: ticket.status as TicketStatus, organizationId: ticket.organization_id }
    : undefined;
}

/**
 * The order as the attachment rules read it, when the scope reads it: the orders resource's own
 * tenant rule (./orderVisibility.ts), so a supplier of another order, or a resident of another
 * building, never learns that the order exists.
 */
async function readableOrder(
  deps: GatewayDeps,
  scope: RequestScope,
  orderId: number,
): Promise<
  (Pick<OrderLifecycleRecord, 'status' | 'askedPrice'> & { organizationId: number }) | undefined
> {
  const visible = visibleOrders(scope)('o');
  if (visible === false) return undefined;
  let query = deps.db
    .selectFrom('orders as o')
    .select(['o.organization_id', 'o.status', 'o.asked_price'])
    .where('o.id', '=', orderId);
  if (visible !== true) query = query.where(visible);
  const order = await query.executeTakeFirst();
  if (!order) return undefined;
  return {
    status: order.status as OrderLifecycleRecord['status'],
    askedPrice: order.asked_price,
    organizationId: order.organization_id,
  };
}

/**
 * Refuses a document the folder does not take now (domain's `folderUploadRefusal`, DECISIONS.md
 * "Qualification folder lifecycle" 6): the supplier's while its folder is under review, 409 with
 * domain's reason. Called after `canUseFolder` allowed the write.
 */
async function checkFolderUpload(
  deps: GatewayDeps,
  scope: RequestScope,
  folderId: number,
): Promise<void> {
  const folder = await deps.db
    .selectFrom('certification_folders')
    .select(['status', 'uploadable_by_spl', 'organization_id'])
    .where('id', '=', folderId)
    .executeTakeFirstOrThrow();
  const refused = folderUploadRefusal(
    {
      status: folder.status as FolderStatus,
      uploadableBySpl: folder.uploadable_by_spl,
      _organization: folder.organization_id,
    },
    scope.profile,
  );
  if (refused === undefined) return;
  throw refused.code === 'CONFLICT' ? conflict(refused.message) : forbidden(refused.message);
}

/** Whether the scope may see (or attach to) the entity; a chat answers for its members. */
async function canUseEntity(
  deps: GatewayDeps,
  scope: RequestScope,
  entity: UploadEntity,
  entityId: number,
  write: boolean,
): Promise<boolean> {
  // A ticket's write rule is domain's, asked by assertCanUpload with its own answers.
  if (entity === 'tickets')
    return !write && (await readableTicket(deps, scope, entityId)) !== undefined;
  if (entity === 'quoteOffers')
    return !write && (await quoteOfferForFiles(deps, scope, entityId)) !== undefined;
  if (entity === 'orders')
    return !write && (await readableOrder(deps, scope, entityId)) !== undefined;
  // A supplier company's cover: its write rule is domain's, asked by assertCanUpload.
  if (entity === 'supplierCovers') return !write && canReadCover(scope, entityId);
  if (entity === 'chatData') {
    const found = await findChat(deps.db, entityId);
    if (!found) return false;
    return write ? canWriteChat(scope, found.members) : canReadChat(scope, found.members);
  }
  return canUseFolder(deps, scope, entity, entityId, write);
}

/** The history row a file added to a record writes (its changes come with the file). */
type FileHistory = Omit<HistoryEntryInput, 'action' | 'changes'>;

/**
 * Refuses an upload the scope may not make, before any byte is read: 404 for what it does not
 * read, then 403; a ticket answers with domain's `ticketAttachmentRefusal` (403 for a role that
 * never adds files, 409 CONFLICT on a closed ticket, for everyone), an offer with domain's
 * `quoteOfferAttachmentRefusal`, an order with domain's `orderAttachmentRefusal` (403 for a
 * resident, the back office or a side without its update permission, 409 CONFLICT on a closed
 * order). Allowed: the history the file is told on, for a record that has one.
 */
async function assertCanUpload(
  deps: GatewayDeps,
  scope: RequestScope,
  entity: UploadEntity,
  entityId: number,
): Promise<FileHistory | undefined> {
  if (entity === 'tickets') {
    const ticket = await readableTicket(deps, scope, entityId);
    if (!ticket) throw attachmentNotFound();
    const refused = ticketAttachmentRefusal(ticket, scope.profile);
    if (refused) throw refusalError(refused);
    return { organizationId: ticket.organizationId, recordKind: 'ticket', recordId: entityId };
  }
  if (entity === 'quoteOffers') {
    const offer = await quoteOfferForFiles(deps, scope, entityId);
    if (!offer) throw attachmentNotFound();
    if (offer.refusal) throw refusalError(offer.refusal);
    // A request's rows are about its offers (DECISIONS.md "Quote lifecycle" 6).
    return {
      organizationId: offer.organizationId,
      recordKind: 'quote',
      recordId: offer.orderId,
      entity: 'quote',
      entityId,
    };
  }
  if (entity === 'orders') {
    const order = await readableOrder(deps, scope, entityId);
    if (!order) throw attachmentNotFound();
    const refused = orderAttachmentRefusal(order, scope.profile);
    if (refused) throw refusalError(refused);
    return {
      organizationId: order.organizationId,
      recordKind: 'order',
      recordId: entityId,
      entity: 'order',
      entityId,
    };
  }
  if (entity === 'supplierCovers') return assertCanChangeCover(scope, entityId);
  if (!(await canUseEntity(deps, scope, entity, entityId, false))) throw attachmentNotFound();
  if (!(await canUseEntity(deps, scope, entity, entityId, true))) {
    throw forbidden(chatMessages.attachmentForbidden);
  }
  if ((FOLDER_DOCUMENT_ENTITIES as readonly string[]).includes(entity)) {
    await checkFolderUpload(deps, scope, entityId);
  }
  return undefined;
}

async function parseMultipart(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw validationFailed([], chatMessages.multipartRequired);
  }
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    throw validationFailed([], chatMessages.multipartRequired);
  }
}

/**
 * The checked file of an upload: domain's `checkUpload` on its declared type, name, size and
 * first bytes; the type stored is the one the check accepted.
 */
async function fileOf(
  form: Record<string, unknown>,
  entity: UploadEntity,
): Promise<{ name: string; type: string; bytes: Uint8Array }> {
  const file = form.file;
  if (!(file instanceof File)) throw validation('file', chatMessages.fileRequired);
  const name = safeFileName(file.name);
  if (!name) throw validation('file', chatMessages.fileNameInvalid);
  const firstBytes = new Uint8Array(await file.slice(0, UPLOAD_SNIFF_BYTES).arrayBuffer());
  const checked = checkUpload(entity, { type: file.type, name, size: file.size, firstBytes });
  if (!checked.ok) throw validation('file', checked.message);
  return { name, type: checked.mimeType, bytes: new Uint8Array(await file.arrayBuffer()) };
}

interface StoreInput {
  entity: UploadEntity;
  entityId: number;
  chatId: number | null;
  coverType: string | null;
  file: { name: string; type: string; bytes: Uint8Array };
  /** The record history that tells the file, in the same transaction as its row. */
  history?: FileHistory;
  /** What else the file does once its row is written, in the same transaction. */
  afterStored?: (trx: Kysely<Database>, publicId: string) => Promise<unknown>;
}

async function storeAttachment(
  request: ResourceRequest,
  input: StoreInput,
): Promise<AttachmentDescription> {
  const { deps, scope } = request;
  const publicId = randomUUID();
  const directory = fileDirectory(deps);
  if (directory) {
    await mkdir(directory, { recursive: true });
    // Written under a temporary name first: a crash never leaves a half file behind a row.
    const temporary = join(directory, `${publicId}.part`);
    await writeFile(temporary, input.file.bytes, { mode: 0o600 });
    await rename(temporary, join(directory, publicId));
  }
  const content = directory ? null : input.file.bytes;
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('chat_attachments')
      .values({
        public_id: publicId,
        entity: input.entity,
        entity_id: input.entityId,
        chat_id: input.chatId,
        cover_type: input.coverType,
        uploaded_by: scope.user.id,
        profile_id: scopeProfileId(scope),
        file_name: input.file.name,
        mime_type: input.file.type,
        size_bytes: input.file.bytes.byteLength,
        storage: directory ? 'file' : 'database',
        content,
      })
      .execute();
    if (input.history) {
      await appendHistory(
        trx,
        {
          ...input.history,
          action: 'ATTACH',
          changes: [{ field: 'file', from: null, to: input.file.name }],
        },
        request,
        deps.now(),
      );
    }
    await input.afterStored?.(trx, publicId);
  });
  return describeAttachment({
    public_id: publicId,
    file_name: input.file.name,
    mime_type: input.file.type,
    size_bytes: input.file.bytes.byteLength,
  });
}

async function findAttachment(
  deps: GatewayDeps,
  publicId: string,
): Promise<AttachmentRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(publicId))
    return undefined;
  return deps.db
    .selectFrom('chat_attachments')
    .selectAll()
    .where('public_id', '=', publicId)
    .executeTakeFirst();
}

/**
 * The `file` of a new message referring to an upload: the caller's own attachment of the same
 * chat (an id of someone else's file, or of another chat's, is not accepted).
 */
export async function attachmentForMessage(
  deps: GatewayDeps,
  publicId: string,
  chatId: number,
  userId: number,
): Promise<AttachmentDescription | undefined> {
  const row = await findAttachment(deps, publicId);
  if (!row || row.chat_id !== chatId || row.uploaded_by !== userId) return undefined;
  return describeAttachment(row);
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const uploadLimit = bodyLimit({
  maxSize: ATTACHMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
  onError: () => {
    throw validation('file', chatMessages.fileTooLarge(ATTACHMENT_MAX_BYTES / (1024 * 1024)));
  },
});

/**
 * The attachments are reached by their public id through the rule of what they are attached to
 * (`canUseEntity`), never listed: no record of them is readable as a table.
 */
const attachmentSchema = allowList(chatAttachments, {
  fields: { id: 'id', name: 'file_name', type: 'mime_type', size: 'size_bytes' },
});

export { attachmentsOf, copyAttachments } from './attachmentStore.ts';
export type { AttachedTo, AttachmentSummary } from './attachmentStore.ts';

/** Registers the attachment routes on `/api/v2`. */
export function registerAttachments(api: Hono<AppEnv>): void {
  api.use('/chats/attachments', uploadLimit);
  api.use('/attachments', uploadLimit);
  // Members and the folders' users upload; the back office only reads.
  const uploader = { application: null, actions: ['upload'] };
  mountResource(api, {
    name: 'attachments',
    schema: attachmentSchema,
    shape: 'data',
    routes: {},
    notFound: chatMessages.attachmentNotFound,
    visible: () => () => false,
    writers: { ORG: uploader, SPL: uploader, USR: uploader },
    extend(routes) {
      routes.write('POST', '/chats/attachments', 'upload', undefined, async (request) => {
        const form = await parseMultipart(request.c);
        const chatId = idOf(form.chatId);
        if (chatId === undefined) throw validation('chatId', chatMessages.chatIdInvalid);
        const coverType = typeof form.coverType === 'string' ? form.coverType.trim() : '';
        if (!/^[A-Za-z][A-Za-z0-9_-]{0,31}$/.test(coverType)) {
          throw validation('coverType', chatMessages.coverTypeInvalid);
        }
        const { deps, scope } = request;
        const found = await findChat(deps.db, chatId);
        if (!found || !canReadChat(scope, found.members)) {
          throw notFound(chatMessages.chatNotFound);
        }
        if (!canWriteChat(scope, found.members)) {
          throw forbidden(chatMessages.attachmentForbidden);
        }
        const file = await fileOf(form, 'chatData');
        const stored = await storeAttachment(request, {
          entity: 'chatData',
          entityId: chatId,
          chatId,
          coverType,
          file,
        });
        return request.c.json({ data: stored }, 201);
      });

      routes.write('POST', '/attachments', 'upload', undefined, async (request) => {
        const form = await parseMultipart(request.c);
        const entity = form.entity;
        if (
          typeof entity !== 'string' ||
          !(UPLOAD_ENTITIES as readonly string[]).includes(entity)
        ) {
          throw validation('entity', chatMessages.entityInvalid);
        }
        const entityId = idOf(form.entityId);
        if (entityId === undefined) throw validation('entityId', chatMessages.entityIdInvalid);
        const { deps, scope } = request;
        const uploadEntity = entity as UploadEntity;
        const history = await assertCanUpload(deps, scope, uploadEntity, entityId);
        const file = await fileOf(form, uploadEntity);
        const stored = await storeAttachment(request, {
          entity: uploadEntity,
          entityId,
          chatId: uploadEntity === 'chatData' ? entityId : null,
          coverType: null,
          file,
          ...(history ? { history } : {}),
          // A ticket's new file reaches the orders it became (DECISIONS.md "Order files" 4).
          ...(uploadEntity === 'tickets'
            ? {
                afterStored: (trx: Kysely<Database>, publicId: string) =>
                  copyLaterTicketFile(trx, entityId, { publicId }, request),
              }
            : {}),
          // A supplier's cover image becomes its company's (./supplierCompany.ts).
          ...(uploadEntity === 'supplierCovers'
            ? {
                afterStored: (trx: Kysely<Database>, publicId: string) =>
                  useAsCover(trx, entityId, publicId, deps.now()),
              }
            : {}),
        });
        return request.c.json({ data: stored }, 201);
      });

      routes.read('GET', '/attachments/:id', async (request) => {
        const { deps, c } = request;
        const row = await findAttachment(deps, c.req.param('id') ?? '');
        if (!row || !(await canUseEntity(deps, request.scope, row.entity, row.entity_id, false)))
          throw attachmentNotFound();
        let bytes: Uint8Array;
        if (row.storage === 'database') {
          if (!row.content) throw attachmentNotFound();
          bytes = row.content;
        } else {
          const directory = fileDirectory(deps);
          if (!directory) throw attachmentNotFound();
          try {
            bytes = await readFile(join(directory, row.public_id));
          } catch {
            throw attachmentNotFound();
          }
        }
        // Only a type of the allow-list is named; anything else (a row from before the content
        // check) is served as opaque bytes, so no stored file is ever HTML or SVG to a browser.
        const servable = UPLOAD_MIME_TYPES_BY_ENTITY[row.entity].includes(row.mime_type);
        c.header('content-type', servable ? row.mime_type : 'application/octet-stream');
        c.header('content-disposition', contentDisposition(row.file_name));
        c.header('x-content-type-options', 'nosniff');
        c.header('content-security-policy', "default-src 'none'; sandbox");
        c.header('cache-control', 'private, no-store');
        return c.body(new Uint8Array(bytes));
      });
    },
  });
}
