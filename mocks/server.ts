/**
 * Everything the server entry needs to run on the offline mock backend. Imported by
 * server/index.ts only when no UPSTREAM_URL is configured.
 */
import type { Express } from 'express';
import { mountCardProvider } from './card-provider/routes';
import { mockServer } from './node';
import { runWithScenario } from './scenario-context';
import { mountScenarioPage, scenarioFromCookie } from './scenario-page';
import { resetDatabase } from './seed';

export { configureMockEnvironment } from './environment';

export function startMockBackend(): void {
  resetDatabase();
  // Requests we do not simulate must fail loudly, never leave the machine.
  mockServer.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).hostname === 'localhost') return;
      print.error();
    },
  });
}

/** Scenario per request, the /__mocks page and the card provider's browser side. */
export function mountMockRoutes(app: Express): void {
  app.use((req, _res, next) => runWithScenario(scenarioFromCookie(req.headers.cookie), next));
  mountScenarioPage(app);
  mountCardProvider(app);
}
