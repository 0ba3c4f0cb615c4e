/**
 * Imported first by main.tsx, so that it runs before the rest of the app's code is evaluated: the
 * session start's token, user and profiles are asked for now, while React and the screens are
 * still being set up (see session/startReads.ts).
 */
import { apiClient } from '../lib/apiClient.ts';
import { queryClient } from '../lib/queryClient.ts';
import { sessionStartReaders } from '../session/sessionReads.ts';
import { beginSessionStartReads } from '../session/startReads.ts';

beginSessionStartReads(sessionStartReaders(apiClient, queryClient));
