/**
 * The MSW server for Node (msw's own setupServer): every scenario's overrides in front of the base
 * handlers (each override answers only for requests of its scenario). Tests add theirs with
 * mockServer.use(); mock mode starts it in the server process (mocks/server.ts).
 */
import { setupServer } from 'msw/node';
import { upstreamHandlers } from './upstream-handlers';

export const mockServer = setupServer(...upstreamHandlers);
