/**
 * The write tests' shared client and helpers: a client over {@link fakeFetch} for one profile, the
 * path of a recorded request, and a mutation run the way TanStack Query runs it (its `onSuccess`
 * invalidations included), so each record kind's lifecycle test says only what is its own.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../createApiClient.ts';
import { fakeFetch } from './fakeFetch.ts';
import type { FakeHandler } from './fakeFetch.ts';

/** The profile the write tests act as: an organisation profile of user 5. */
export const TEST_PROFILE = 'portineria:org:3';

/** A client whose requests go to `handler`, signed in as {@link TEST_PROFILE} (user 5). */
export function testClient(handler: FakeHandler) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => TEST_PROFILE,
    getActiveUserId: () => 5,
    fetch: fake.fetch,
  });
  return { client, fake };
}

/** The path of a recorded request's URL. */
export const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/** Runs mutation options through `queryClient`'s mutation cache, as `useMutation` would. */
export async function runMutation<Variables, Data>(
  queryClient: QueryClient,
  options: { mutationFn?: (variables: Variables, context: never) => Promise<Data> },
  variables: Variables,
) {
  return queryClient
    .getMutationCache()
    .build(queryClient, options as never)
    .execute(variables as never) as Promise<Data>;
}
