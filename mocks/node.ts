/**
 * The MSW server for Node: scenario overrides first, then the base handlers, behind one indexed
 * handler (mocks/http/handler-index.ts). Handlers a test adds with mockServer.use() go in front.
 */
import { setupServer } from 'msw/node';
import { indexedHandler } from './http/handler-index';
import { upstreamHandlers } from './upstream-handlers';

export const mockServer = setupServer(indexedHandler(upstreamHandlers));
