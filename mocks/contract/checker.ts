/**
 * The simulator checked against the contract (issue 78): each answer of its own handlers is
 * validated with ajv against docs/upstream/openapi.json (not the app's zod), and each operation
 * answered is counted, so the suites fail on an answer outside the document and report the
 * operations nobody exercised (scripts/contract-coverage.ts).
 */
import { readFileSync } from 'node:fs';
import { createContractValidator } from '../../server/upstream/contract/validator';
import { MOCK_API_URL, MOCK_CONTENT_URL, MOCK_LOCATION_URL } from '../config';
import type { Observation } from './observed';

export const CONTRACT_DOCUMENT = 'docs/upstream/openapi.json';

/**
 * Scenarios whose point is an answer outside the contract (a body that is not JSON, a field of
 * the wrong shape): the app's refusal of such answers is what they test, so theirs are not checked.
 */
export const CONTRACT_BREAKING_SCENARIOS = new Set<string>(['malformed-json', 'bad-schedule']);

const SERVICES: Array<[string, URL]> = [
  ['api', new URL(MOCK_API_URL)],
  ['content', new URL(MOCK_CONTENT_URL)],
  ['location', new URL(MOCK_LOCATION_URL)],
];

/** Which simulated service a request went to, and its path there; null for anything else. */
export function serviceAndPath(address: string): { service: string; path: string } | null {
  const url = new URL(address);
  for (const [service, base] of SERVICES) {
    const prefix = base.pathname.replace(/\/$/, '');
    if (url.origin === base.origin && url.pathname.startsWith(`${prefix}/`))
      return { service, path: url.pathname.slice(prefix.length) };
  }
  return null;
}

export interface CheckedAnswer {
  /** Null when no operation of the document has the request's method and path. */
  operationId: string | null;
  problems: string[];
}

export function createSimulatorChecker(documentPath = CONTRACT_DOCUMENT) {
  const validator = createContractValidator(JSON.parse(readFileSync(documentPath, 'utf8')) as never);
  const exercised = new Map<string, number>();
  let pending: string[] = [];
  let skipped = 0;

  async function check({ request, response, scenario }: Observation): Promise<CheckedAnswer | null> {
    const target = serviceAndPath(request.url);
    if (!target) return null;
    if (scenario !== null && CONTRACT_BREAKING_SCENARIOS.has(scenario)) {
      skipped += 1;
      return null;
    }
    const text = await response.text();
    let body: unknown = undefined;
    let notJson = false;
    if (text.length > 0) {
      try {
        body = JSON.parse(text);
      } catch {
        notJson = true;
      }
    }
    const result = validator.check(target.service, request.method, target.path, response.status, body);
    const operationId = result.operation?.operationId ?? null;
    if (operationId) exercised.set(operationId, (exercised.get(operationId) ?? 0) + 1);
    const problems = notJson ? [`${operationId} ${response.status}: the body is not JSON`] : result.problems;
    const named = problems.map((problem) => (scenario ? `${problem} (scenario ${scenario})` : problem));
    pending.push(...named);
    return { operationId, problems: named };
  }

  return {
    check,
    /** The problems since the last call. */
    takeProblems(): string[] {
      const taken = pending;
      pending = [];
      return taken;
    },
    exercised: (): Record<string, number> => Object.fromEntries(exercised),
    skipped: () => skipped,
    warm: validator.warm,
    operationIds: validator.operations.map((operation) => operation.operationId),
  };
}

export type SimulatorChecker = ReturnType<typeof createSimulatorChecker>;
