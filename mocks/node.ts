/** msw's setupServer with every handler: mock mode's server process and the tests (mockServer.use). */
import { setupServer } from 'msw/node';
import { upstreamHandlers } from './upstream-handlers';

export const mockServer = setupServer(...upstreamHandlers);
