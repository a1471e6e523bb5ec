/**
 * The simulated upstream's handlers: all of them as one list, and the few a request could match
 * (its own scenario's overrides first, then the base handlers), which node.ts and standalone.ts use.
 */
import type { RequestHandler } from 'msw';
import { handlers } from './handlers';
import { candidateHandlers } from './http/handler-index';
import { scenarioHandlers, scenarios } from './scenarios';
import { currentScenario } from './scenarios/context';

/** All of them in msw's order, every scenario's overrides in front (each answers only under its name). */
export const upstreamHandlers = [...scenarioHandlers, ...handlers];

const baseCandidates = candidateHandlers(handlers);
const scenarioCandidates = new Map(scenarios.map((s) => [s.name, candidateHandlers(s.handlers)]));

/**
 * The handlers a request could match: the overrides of the scenario it carries (none for most
 * requests), then the base handlers. Another scenario's override would only fall through
 * (mocks/scenarios/define.ts), so it is not offered: with a dozen `*` overrides in front, every
 * call used to run each of them to hear it pass.
 */
export function upstreamCandidates(request: Request): RequestHandler[] {
  const base = baseCandidates(request);
  const scenario = currentScenario();
  const own = scenario === null ? undefined : scenarioCandidates.get(scenario)?.(request);
  return own && own.length > 0 ? [...own, ...base] : base;
}
