import {
  STALE_TIMES,
  retryAfterMs,
  retryWhenServerSaysWhen,
  serverRetryDelay,
} from '@portineria/api-client';
import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache: a 429 or 503 that says when to ask again (`Retry-After`) is asked again
 * then (DECISIONS.md "Retry-After: a refused call says when to ask again"); no retry on other 4xx
 * answers (they will not change), one retry otherwise.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_TIMES.default,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (retryAfterMs(error) !== null) return retryWhenServerSaysWhen(failureCount, error);
        const status = (error as { status?: number }).status;
        if (status !== undefined && status >= 400 && status < 500) return false;
        return failureCount < 1;
      },
      retryDelay: serverRetryDelay,
    },
  },
});
