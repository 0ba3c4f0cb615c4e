/**
 * The helper page of a section (002 §2.4, §7.2) through the api-client's helper query, with the
 * spinner kept at least HELPER_SPINNER_MIN_MS after it was asked for, so a fast answer does not
 * flash (002 §2.4 "spinner about 1 s").
 */
import { getHelperPageQueryOptions } from '@portineria/api-client';
import { HELPER_SPINNER_MIN_MS } from '@portineria/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';

export function useHelperPage(pageId: string, path: string, enabled: boolean) {
  const page = useQuery({
    ...getHelperPageQueryOptions(apiClient, pageId, { path }),
    enabled,
    retry: false,
  });
  // The request this spinner waited out: a new page or a reopened drawer waits again.
  const request = enabled ? `${pageId}\n${path}` : null;
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  useEffect(() => {
    if (request === null) return undefined;
    const timer = setTimeout(() => setWaitedFor(request), HELPER_SPINNER_MIN_MS);
    return () => clearTimeout(timer);
  }, [request]);
  const waited = request !== null && waitedFor === request;
  return {
    /** Still loading, or loaded before the spinner's minimum. */
    loading: page.isPending || (!waited && !page.isError),
    error: page.isError,
    page: waited ? page.data : undefined,
  };
}
