/**
 * How the realtime endpoint authenticates a socket and authorises its channels: the platform's
 * own `authenticate` (the same checks as `requireScope`, also accepting the realtime token of
 * `users/auth/custom-tokens`) and the chat membership rule of ./chatStore.ts.
 */
import type { ChatMessage } from '@portineria/domain';
import { authenticate } from '../authz/requireScope.ts';
import type { RequestScope } from '../authz/scope.ts';
import type { GatewayDeps } from '../context.ts';
import { canReadChat, findChat, readMessage, scopeProfileId } from './chatStore.ts';

/** A chat message read back for relaying, with the rule saying who may still read it. */
export interface LoadedChatMessage {
  message: ChatMessage;
  readable(scope: RequestScope): boolean;
}

/** The checks the endpoint delegates. */
export interface RealtimeAccess {
  /** Verifies the token and the profile uid like `requireScope`; throws a GatewayError. */
  authenticate(
    token: string,
    profileUid: string,
  ): Promise<{ scope: RequestScope; expiresAt?: Date }>;
  /** Whether the scope may follow the chat (members; SYS reads everything). */
  canReadChat(scope: RequestScope, chatId: number): Promise<boolean>;
  /** The message in its wire shape and the chat's current readers; undefined when gone. */
  loadChatMessage(chatId: number, messageId: number): Promise<LoadedChatMessage | undefined>;
  /** The profile id of the scope (the notifications channel). */
  profileId(scope: RequestScope): number;
}

/** The default access rules over the gateway's database. */
export function createRealtimeAccess(deps: GatewayDeps): RealtimeAccess {
  return {
    authenticate: (token, profileUid) => authenticate(deps, token, profileUid, ['api', 'realtime']),
    async canReadChat(scope, chatId) {
      const found = await findChat(deps.db, chatId);
      return found !== undefined && canReadChat(scope, found.members);
    },
    async loadChatMessage(chatId, messageId) {
      const [found, message] = await Promise.all([
        findChat(deps.db, chatId),
        readMessage(deps.db, chatId, messageId),
      ]);
      if (!found || !message) return undefined;
      return { message, readable: (scope) => canReadChat(scope, found.members) };
    },
    profileId: scopeProfileId,
  };
}
