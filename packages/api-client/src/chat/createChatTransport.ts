/**
 * Chooses the chat adapter from configuration. The Firebase adapter is imported only when chosen,
 * so a gateway deployment never downloads the Firebase SDK (and a Firebase one loads it lazily).
 */
import type { FirebaseChatTransportOptions } from './firebase/firebaseChatTransport.ts';
import {
  createGatewayChatTransport,
  type GatewayChatTransportOptions,
} from './gateway/gatewayChatTransport.ts';
import type { ChatTransport } from './types.ts';

/** The chat backend of a deployment. */
export type ChatTransportConfig =
  | ({ backend: 'gateway' } & GatewayChatTransportOptions)
  | ({ backend: 'firebase' } & FirebaseChatTransportOptions);

/** Creates the chat transport the configuration names. */
export async function createChatTransport(config: ChatTransportConfig): Promise<ChatTransport> {
  switch (config.backend) {
    case 'gateway': {
      const { backend: _backend, ...options } = config;
      return createGatewayChatTransport(options);
    }
    case 'firebase': {
      const { backend: _backend, ...options } = config;
      const { createFirebaseChatTransport } = await import('./firebase/firebaseChatTransport.ts');
      return createFirebaseChatTransport(options);
    }
    default:
      return config satisfies never;
  }
}
