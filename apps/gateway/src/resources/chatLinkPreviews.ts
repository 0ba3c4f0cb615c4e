/**
 * The link preview of a chat message (002 §3.6 `external`; DECISIONS.md "Link previews of chat
 * messages"): a member of the chat asks for the preview of a message's first link, and the
 * gateway fetches the page itself (../linkPreview/fetchLinkPreview.ts), caches it by link and
 * answers `{ valid, url, title, logo, description }` with plain texts. A caller who is not a
 * member of the chat, or a message not of that chat, answers 404 and nothing is fetched. A member
 * who has made the gateway fetch 30 pages in the last minute answers 429 TOO_MANY_REQUESTS
 * instead of a 31st fetch (DECISIONS.md "Link previews: a member's fetches are limited"); a
 * preview the cache holds, a stored one and a message without a link are answered all the same.
 */
import {
  LINK_PREVIEW_LIMITS,
  messageLinks,
  plainPreviewText,
  previewLogoType,
} from '@portineria/domain';
import type { ChatLinkPreview } from '@portineria/domain';
import { notFound, tooManyRequests } from '../http/errors.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { fetchLinkPreview, strictUtf8 } from '../linkPreview/fetchLinkPreview.ts';
import type { LinkPreviewCache } from '../linkPreview/linkPreviewCache.ts';
import type { MemberFetchLimit } from '../linkPreview/memberFetchLimit.ts';
import { findChat, isMemberOf, messageToWire } from '../realtime/chatStore.ts';
import { chatMessages } from '../realtime/messages.ts';

/** A message id as the wire spells it (a UUID, or the demo data's keys). */
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A stored logo kept only when it is a base64 data: address whose bytes are the image type it
 * claims, by the fetched logos' rule (an SVG only when inert: DECISIONS.md "Link preview logos:
 * icons and SVG").
 */
function inlineLogo(logo: string): string | null {
  const parts = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(logo);
  if (!parts) return null;
  const bytes = Buffer.from(parts[2] ?? '', 'base64');
  return previewLogoType(bytes, strictUtf8) === parts[1] ? logo : null;
}

/** A stored preview (the demo data's) made as plain as a fetched one. */
function storedPreview(external: ChatLinkPreview, link: string | undefined): ChatLinkPreview {
  const { titleMaxLength, descriptionMaxLength } = LINK_PREVIEW_LIMITS;
  const logo = typeof external.logo === 'string' ? inlineLogo(external.logo) : null;
  return {
    valid: external.valid === true,
    url: link ?? null,
    title: plainPreviewText(external.title, titleMaxLength),
    description: plainPreviewText(external.description, descriptionMaxLength),
    logo,
  };
}

/** `GET /proxy/chats/:id/messages/:messageId/preview`. */
export async function messageLinkPreview(
  request: ResourceRequest,
  cache: LinkPreviewCache,
  fetchLimit: MemberFetchLimit,
): Promise<Response> {
  const { deps, scope, c } = request;
  const chatId = request.id();
  const messageId = c.req.param('messageId') ?? '';
  const found = await findChat(deps.db, chatId);
  // Members only: the back office, which reads every chat, does not make the gateway fetch.
  if (!found || !isMemberOf(scope, found.members)) throw notFound(chatMessages.chatNotFound);
  const row = MESSAGE_ID.test(messageId)
    ? await deps.db
        .selectFrom('chat_messages')
        .selectAll()
        .where('chat_id', '=', chatId)
        .where('id_message', '=', messageId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound(chatMessages.messageNotFound);
  const message = messageToWire(row);
  const link = messageLinks(message.message)[0];
  if (message.external) return c.json({ data: storedPreview(message.external, link) });
  if (link === undefined) {
    const none: ChatLinkPreview = {
      valid: false,
      url: null,
      title: null,
      logo: null,
      description: null,
    };
    return c.json({ data: none });
  }
  const { allowedOrigins, timeoutMs } = deps.config.linkPreview;
  // Only a fetch counts: nothing is awaited between this check and the cache's `get`.
  if (!cache.has(link, deps.now)) {
    const wait = fetchLimit.take(String(scope.user.id), deps.now());
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1_000));
      throw tooManyRequests(chatMessages.previewRateLimited(seconds), seconds);
    }
  }
  const outcome = await cache.get(link, deps.now, () =>
    fetchLinkPreview(link, { allowedOrigins, timeoutMs }),
  );
  const preview: ChatLinkPreview = outcome.ok
    ? {
        valid: true,
        url: link,
        title: outcome.title,
        description: outcome.description,
        logo: outcome.logo,
      }
    : { valid: false, url: link, title: null, logo: null, description: null };
  return c.json({ data: preview });
}
