/**
 * vitest setup: the router tests run against the MSW handlers, strictly. Any request no handler
 * answers fails the test; the database is re-seeded after every test that wrote to it, and the
 * store emptied after every test.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureMockEnvironment } from '../mocks/config/environment';
import { observeAnswers } from '../mocks/contract/observed';
import { mockServer } from '../mocks/node';
import { resetDatabase } from '../mocks/db/seed';
import { databaseWritten } from '../mocks/db/written';
import { currentScenario } from '../mocks/scenarios/context';
import { clearPublicCache, publicRefreshesSettled, setCachePartition } from '../server/cache/public-cache';
import { clearUserCaches } from '../server/cache/user-cache';
import { useStore } from '../server/store';
import { createMemoryStore } from '../server/store/memory-store';
import {
  failOnContractProblems,
  routerContractCheck,
  saveRouterContractRecord,
} from './support/contract-check';

configureMockEnvironment(process.env);
process.env.UPSTREAM_TIMEOUT_MS ??= '300';

// As the server entry does in mock mode: each scenario's answers are cached apart.
setCachePartition(() => currentScenario() ?? '');

// Unit and router tests keep state in memory: the server's SQLite default would write a file
// under ./.data from the first getStore() of a test.
useStore(createMemoryStore());

beforeAll(() => {
  // Every answer of the simulator's own handlers is checked against the contract (issue 78).
  observeAnswers(async (observation) => {
    await routerContractCheck.check(observation);
  });
  resetDatabase();
  mockServer.listen({ onUnhandledRequest: 'error' });
});

afterEach(async () => {
  // A stale copy's refresh still running would land in the next test's cache, answered by the
  // next test's handlers (a test's order in its file then decided its outcome).
  await publicRefreshesSettled();
  mockServer.resetHandlers();
  if (databaseWritten()) resetDatabase();
  // Sessions, throttles and payment records start empty in every test, like the database.
  useStore(createMemoryStore());
  clearPublicCache();
  clearUserCaches();
  failOnContractProblems();
});

afterAll(() => {
  saveRouterContractRecord();
  mockServer.close();
});
