/**
 * UPSTREAM_CONTRACT_CHECK=on (issue 78): every upstream answer is checked against the contract
 * document, built in memory from the registry, and each kind of mismatch is logged once, at warn
 * level, with its operation: a staging run against the real API shows where it differs. The
 * answer itself goes on through the app's own zod as always. Never a value of the answer in the
 * log: the operation, the status and where in the body.
 */
import { getEnv } from '../../env';
import { logger } from '../../log/logger';
import type { ContractValidator } from './validator';

/** Past this many distinct mismatches the rest are not logged: the log stays bounded. */
const MAX_LOGGED = 500;

let validator: Promise<ContractValidator> | null = null;
const logged = new Set<string>();

async function loadValidator(): Promise<ContractValidator> {
  const [{ buildDocument }, { createContractValidator }] = await Promise.all([
    import('./document'),
    import('./validator'),
  ]);
  return createContractValidator(buildDocument());
}

/** The configured providers' path segments, as the document names them (its defaults). */
function documentedPath(path: string): string {
  const env = getEnv();
  const providers: Array<[string, string]> = [
    [env.CARD_PROVIDER, 'niubiz'],
    [env.GLOBAL_CARD_PROVIDER, 'stripe'],
    [env.LOCAL_PAYMENTS_PROVIDER, 'pagoefectivo'],
  ];
  for (const [configured, documented] of providers)
    if (path.startsWith(`/api/${configured}/`))
      return `/api/${documented}/${path.slice(`/api/${configured}/`.length)}`;
  return path;
}

/** A path no operation has, without what may name someone: segments with digits or of any length past 24. */
const pathShape = (path: string) =>
  path
    .split('/')
    .map((segment) => (/\d/.test(segment) || segment.length > 24 ? '{…}' : segment))
    .join('/');

export interface UpstreamAnswer {
  service: string;
  method: string;
  /** As the app called it, without the query. */
  path: string;
  status: number;
  /** The parsed JSON; undefined when there was none. */
  body: unknown;
  /** A body that was not JSON. */
  notJson: boolean;
}

export const contractCheckOn = () => getEnv().UPSTREAM_CONTRACT_CHECK === 'on';

export async function checkAgainstContract(answer: UpstreamAnswer): Promise<void> {
  validator ??= loadValidator();
  const path = documentedPath(answer.path);
  const checked = (await validator).check(answer.service, answer.method, path, answer.status, answer.body);
  const operation = checked.operation?.operationId ?? null;
  const problems = answer.notJson
    ? [`${operation} ${answer.status}: the body is not JSON`]
    : checked.problems;
  for (const problem of problems) {
    const mismatch = operation ? problem : `${problem}: ${pathShape(path)}`;
    if (logged.has(mismatch) || logged.size >= MAX_LOGGED) continue;
    logged.add(mismatch);
    logger.warn(
      {
        component: 'upstream-contract',
        operation,
        service: answer.service,
        method: answer.method,
        status: answer.status,
        mismatch,
      },
      'upstream answer differs from the contract',
    );
  }
}

/** Tests: forget what was logged. */
export function resetContractCheck(): void {
  logged.clear();
}
