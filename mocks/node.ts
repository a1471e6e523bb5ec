/** The MSW server for Node: scenario overrides first, then the base handlers. */
import { setupServer } from 'msw/node';
import { upstreamHandlers } from './upstream-handlers';

export const mockServer = setupServer(...upstreamHandlers);
