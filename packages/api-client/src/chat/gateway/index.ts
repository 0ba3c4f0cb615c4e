/** The gateway adapter of the chat port: `@portineria/api-client/chat/gateway`. */
export { CATCH_UP_PAGE_SIZE, createGatewayChatTransport } from './gatewayChatTransport.ts';
export type {
  GatewayChatTransportOptions,
  WebSocketFactory,
  WebSocketLike,
} from './gatewayChatTransport.ts';
export * from '../index.ts';
