/**
 * vitest setup: the router tests run against the MSW handlers, strictly. Any request no handler
 * answers fails the test; the database is re-seeded after every test.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureMockEnvironment } from '../mocks/environment';
import { mockServer } from '../mocks/node';
import { resetDatabase } from '../mocks/seed';

configureMockEnvironment(process.env);
process.env.UPSTREAM_TIMEOUT_MS ??= '300';

beforeAll(() => {
  resetDatabase();
  mockServer.listen({ onUnhandledRequest: 'error' });
});

afterEach(() => {
  mockServer.resetHandlers();
  resetDatabase();
});

afterAll(() => mockServer.close());
