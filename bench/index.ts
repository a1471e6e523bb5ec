/**
 * The project's benchmark (a report, not a test): on the production build and the offline mock
 * backend it runs every scenario of bench/scenarios — each starts its own servers — prints their
 * tables, then every goal with its figure, met or not (bench/README.md explains each one).
 * Run: npm run bench. BENCH_ONLY=public,signed-in runs some; BENCH_SECONDS per path (default 8),
 * BENCH_CONNECTIONS (default 10); BENCH_PORT_OFFSET moves every scenario's ports (beside another
 * engineer's run on a shared machine).
 */
import { goalLine, isMet, type Goal } from './goals';
import { framework } from './scenarios/framework';
import { latency } from './scenarios/latency';
import { familyScale } from './scenarios/family-scale';
import { publicPages } from './scenarios/public';
import { signedIn } from './scenarios/signed-in';
import { memoryAfterRequests } from './scenarios/memory';
import { workersScaling } from './scenarios/workers';
import { organizationScale } from './scenarios/organization-scale';
import { saleModel } from './scenarios/sale-model';
import { saleModelTwoInstances } from './scenarios/sale-model-two';
import { BENCH_CONNECTIONS, BENCH_SECONDS } from './settings';

/** Each scenario, by the name BENCH_ONLY selects it with, and the port its first server takes. */
const SCENARIOS: { name: string; port: number; run: (port: number) => Promise<Goal[]> }[] = [
  { name: 'public', port: 3200, run: publicPages },
  { name: 'framework', port: 3210, run: framework },
  { name: 'signed-in', port: 3220, run: signedIn },
  { name: 'family-scale', port: 3270, run: familyScale },
  { name: 'workers', port: 3280, run: workersScaling },
  { name: 'memory', port: 3296, run: memoryAfterRequests },
  { name: 'organization-scale', port: 3260, run: organizationScale },
  { name: 'latency', port: 3240, run: latency },
  { name: 'sale-model', port: 0, run: saleModel },
  { name: 'sale-model-two', port: 0, run: saleModelTwoInstances },
];

const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = SCENARIOS.filter((scenario) => !only || only.includes(scenario.name));
console.log(
  `Kodea benchmark: production build, mock backend, ${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s per path; ` +
    `scenarios: ${chosen.map((s) => s.name).join(', ')}`,
);

const goals: Goal[] = [];
for (const scenario of chosen) {
  console.log(`\n=== ${scenario.name} ===`);
  goals.push(...(await scenario.run(scenario.port && scenario.port + portOffset)));
}

console.log(`\nGoals (${goals.filter(isMet).length} of ${goals.length} met):`);
for (const goal of goals) console.log(goalLine(goal));
