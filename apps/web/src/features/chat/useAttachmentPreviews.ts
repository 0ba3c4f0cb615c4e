/**
 * The previews of a chat's image attachments (domain's `chatAttachmentDisplay`, DECISIONS.md
 * "Chat attachments"): the gateway serves a file only with a member's token, so an `<img>` cannot
 * point at it; each image's bytes are read through the api-client's query and shown from an
 * object URL, released when the image leaves or the panel closes.
 */
import { getChatAttachmentQueryOptions } from '@portineria/api-client';
import { chatAttachmentDisplay, type ChatFile, type ChatMessage } from '@portineria/domain';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';

/** The preview address of an image attachment of `messages`, undefined while its bytes load. */
export function useAttachmentPreviews(
  messages: readonly ChatMessage[],
): (file: ChatFile) => string | undefined {
  const ids = useMemo(() => {
    const images = new Set<string>();
    for (const entry of messages) {
      const id = entry.file?.id;
      if (id !== undefined && entry.file && chatAttachmentDisplay(entry.file) === 'image') {
        images.add(id);
      }
    }
    return [...images];
  }, [messages]);
  const results = useQueries({
    queries: ids.map((id) => ({ ...getChatAttachmentQueryOptions(apiClient, id), retry: false })),
  });
  // What the object URLs are made of: the images and when their bytes arrived.
  const signature = ids.map((id, index) => `${id}:${results[index]?.dataUpdatedAt ?? 0}`).join(' ');
  const latest = useRef({ ids, results });
  latest.current = { ids, results };
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());

  // Made once the bytes are there, released when they change or the panel closes.
  useEffect(() => {
    const made = new Map<string, string>();
    latest.current.ids.forEach((id, index) => {
      const blob = latest.current.results[index]?.data;
      if (blob) made.set(id, URL.createObjectURL(blob));
    });
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [signature]);

  return useCallback((file: ChatFile) => (file.id ? urls.get(file.id) : undefined), [urls]);
}
