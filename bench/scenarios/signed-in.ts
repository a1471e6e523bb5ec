/**
 * Signed-in pages, rendered on every request: each against the same visitor's page without data
 * (issue 51's floor: each ≥ 0.4× of it), what each weighs on the wire (HTML and JavaScript,
 * gzip), and what one view asks of the upstream and of the store (round trips with Redis), from
 * /metrics. The simulated upstream runs in its own process, as the real API is another machine:
 * the ratio compares the app's own CPU per request, which the simulator's work never enters.
 */
import { cpuGoal, cpuRatioGoal, type Goal } from '../goals';
import { htmlWeightKb, jsWeightKb } from '../js-weight';
import { loadInterleaved } from '../interleaved';
import { printLoadTable } from '../load';
import { startAppOnSimulator } from '../standalone-upstream';
import { BENCH_CONNECTIONS, BENCH_SECONDS, NO_DATA } from '../settings';
import { signIn } from '../sign-in';
import { chooseVacationProgram } from '../vacation-purchase';
import { callsPerView, METRICS_TOKEN } from '../metrics-reader';

interface Page {
  label: string;
  path: string;
  /** Issue 79: the page's own CPU per view, at most (ms). */
  mostCpuMs?: number;
}

const VISITORS: { email: string; who: string; pages: Page[] }[] = [
  {
    email: 'padre@example.com',
    who: 'parent',
    pages: [
      { label: 'parents’ zone /dashboard', path: '/dashboard', mostCpuMs: 10 },
      { label: 'Mis compras', path: '/dashboard/compras' },
      { label: 'an invoice', path: '/dashboard/compras/88102' },
      { label: '/enrollment', path: '/enrollment' },
      { label: 'Mis referidos', path: '/dashboard/referidos' },
    ],
  },
  {
    email: 'alumno@example.com',
    who: 'student',
    pages: [{ label: 'student /dashboard', path: '/dashboard' }],
  },
  {
    email: 'org@example.com',
    who: 'coordinator',
    pages: [{ label: 'organization dashboard (28)', path: '/dashboardb2b/organization/1' }],
  },
];

/** Issues 51 and 79: each signed-in page costs at most 2.5 times its visitor's page without data. */
const FLOOR = 0.4;

/** The simulated upstream on `port`, the app on `port + 1`. */
export async function signedIn(port: number): Promise<Goal[]> {
  const { app: server, stop } = await startAppOnSimulator(port + 1, port, { env: { METRICS_TOKEN } });
  const goals: Goal[] = [];
  const weights = [];
  const cpuRows: Array<{ page: string; 'CPU ms/view': number | string; 'vs no-data page': number | string }> =
    [];
  try {
    for (const visitor of VISITORS) {
      let cookie = await signIn(server.base, visitor.email);
      if (visitor.who === 'parent') cookie = await chooseVacationProgram(server.base, cookie);
      const noData = { label: `no-data page (${visitor.who})`, path: NO_DATA };
      const pages = [noData, ...visitor.pages];
      // Each page in turn with the visitor's page without data, round after round: the ratio is
      // then read under the same conditions (bench/interleaved.ts).
      const results = await loadInterleaved(
        pages.map((page) => ({
          base: server.base,
          pid: server.pid,
          path: page.path,
          label: page.label,
          cookie,
        })),
        { connections: BENCH_CONNECTIONS, seconds: BENCH_SECONDS, warmUp: 300 },
      );
      printLoadTable(`Signed in as ${visitor.email}`, results, noData.label);
      const base = results[0]?.cpuMsPerRequest ?? null;
      cpuRows.push({ page: `${noData.label}`, 'CPU ms/view': base ?? '', 'vs no-data page': 1 });
      visitor.pages.forEach((page, index) => {
        const ms = results[index + 1]?.cpuMsPerRequest ?? null;
        cpuRows.push({
          page: `${page.label} (${visitor.who})`,
          'CPU ms/view': ms ?? '',
          'vs no-data page': ms && base ? Number((base / ms).toFixed(2)) : '',
        });
        goals.push(
          cpuRatioGoal(`${page.label} vs signed-in no-data page (CPU per request)`, ms, base, FLOOR),
        );
        if (page.mostCpuMs) goals.push(cpuGoal(`${page.label}: CPU per view`, ms, page.mostCpuMs));
      });
      for (const page of pages) {
        const perView = await callsPerView(server.base, page.path, cookie);
        weights.push({
          page: `${page.label}${page === noData ? '' : ` (${visitor.who})`}`,
          'HTML KB (gzip)': Number((await htmlWeightKb(server.base, page.path, cookie)).toFixed(1)),
          'JS KB (gzip)': Number((await jsWeightKb(server.base, page.path, cookie)).toFixed(1)),
          'upstream calls / view': Number(perView.upstream.toFixed(2)),
          'store ops / view': Number(perView.store.toFixed(2)),
        });
      }
    }
    console.log('\nCPU per view of every signed-in page and its visitor’s page without data, this run:');
    console.table(cpuRows);
    console.log('\nWeight of signed-in pages on the wire, and what one view asks (warm, 20 views):');
    console.table(weights);
    return goals;
  } finally {
    await stop();
  }
}
