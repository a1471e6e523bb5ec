/**
 * Family scale (issue 18 goals 4 and 6, docs/decisions/040): generated families of 1, 5 and 20
 * children with 50 enrolments each (mocks/support/generate-family.ts). For each, the upstream
 * calls of one parents' zone view with the user's data cache cold (the first view after
 * generating the family) and the calls per request under load, then the p50 of the parents'
 * zone: at 20 children it must stay within 1.5× of 1 child. Then the page weight (HTML and
 * JavaScript, gzipped) of the parents' zone and the student dashboard, beside a signed-in page
 * without data: a figure the issue asks to report (goal 6), with no target of its own.
 * Beside the parents' zone, what one warm `/enrollment` view asks per family size: its choice of
 * child reads every child's paid record, in one store operation however many there are.
 */
import { type Goal } from '../goals';
import { htmlWeightKb, jsWeightKb } from '../js-weight';
import { load, printLoadTable, type LoadResult } from '../load';
import { BENCH_SUPPORT_TOKEN } from '../server';
import { startAppOnSimulator } from '../standalone-upstream';
import { BENCH_CONNECTIONS, BENCH_SECONDS, NO_DATA } from '../settings';
import { signIn } from '../sign-in';
import { callsPerView, METRICS_TOKEN, upstreamCalls } from '../metrics-reader';
import { chooseVacationProgram } from '../vacation-purchase';

const SIZES = [1, 5, 20];
const ENROLMENTS = 50;

async function generateFamily(
  base: string,
  children: number,
): Promise<{ email: string; children: number[] }> {
  const response = await fetch(`${base}/__mocks/generar/familia?hijos=${children}&matriculas=${ENROLMENTS}`, {
    method: 'POST',
    headers: { 'x-mock-support-token': BENCH_SUPPORT_TOKEN, origin: base },
  });
  if (!response.ok) throw new Error(`bench: generating a family failed (${response.status})`);
  const body: unknown = await response.json();
  if (
    typeof body !== 'object' ||
    body === null ||
    !('email' in body) ||
    typeof body.email !== 'string' ||
    !('children' in body) ||
    !Array.isArray(body.children)
  )
    throw new Error('bench: unexpected answer from the family generator');
  return { email: body.email, children: body.children.map(Number) };
}

interface Weight {
  page: string;
  'HTML KB': number;
  'HTML KB (gzip)': number;
  /** The loader data serialised for hydration (window.__remixContext), before compression. */
  'page data KB': number;
  'JS KB (gzip)': number;
}

async function weightOf(base: string, label: string, path: string, cookie: string): Promise<Weight> {
  const html = await (await fetch(base + path, { headers: { cookie } })).text();
  return {
    page: label,
    'HTML KB': Number((Buffer.byteLength(html) / 1024).toFixed(1)),
    'HTML KB (gzip)': Number((await htmlWeightKb(base, path, cookie)).toFixed(1)),
    'page data KB': Number(
      (Buffer.byteLength(/window\.__remixContext = (.*?);<\/script>/s.exec(html)?.[1] ?? '') / 1024).toFixed(
        1,
      ),
    ),
    'JS KB (gzip)': Number((await jsWeightKb(base, path, cookie)).toFixed(1)),
  };
}

/** The app on `port`; the simulated upstream, which also generates the data, on `port + 1`. */
export async function familyScale(port: number): Promise<Goal[]> {
  const {
    app: server,
    upstream,
    stop,
  } = await startAppOnSimulator(port, port + 1, { env: { METRICS_TOKEN } });
  try {
    const runs: LoadResult[] = [];
    const calls: {
      family: string;
      'cold view': number;
      'per request under load': number;
      '/enrollment upstream / store per view': string;
    }[] = [];
    // The catalogue every parents' zone shows is the public cache's, filled by whoever came first
    // and refreshed once stale (30 s): a fixture family's view right before each size's cold view
    // leaves it fresh, so that view counts the family's own calls, not a refresh of the catalogue.
    const fixtureCookie = await signIn(server.base, 'padre@example.com');
    const catalogueFresh = async () => {
      await (await fetch(`${server.base}/dashboard`, { headers: { cookie: fixtureCookie } })).text();
      // A stale entry was served at once and refreshed behind it: let the refresh land.
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    for (const size of SIZES) {
      const family = await generateFamily(upstream.origin, size);
      const cookie = await signIn(server.base, family.email);
      await catalogueFresh();
      const label = `parents’ zone, ${size} ${size === 1 ? 'child' : 'children'} × ${ENROLMENTS}`;
      const before = await upstreamCalls(server.base);
      const coldView = await fetch(`${server.base}/dashboard`, { headers: { cookie } });
      if (!coldView.ok) throw new Error(`bench: ${family.email} /dashboard answered ${coldView.status}`);
      await coldView.text();
      const cold = (await upstreamCalls(server.base)) - before;
      await load(server.base, '/dashboard', { connections: 10, amount: 200, cookie });
      const start = await upstreamCalls(server.base);
      const run = await load(server.base, '/dashboard', {
        connections: BENCH_CONNECTIONS,
        seconds: BENCH_SECONDS,
        cookie,
        label,
      });
      const perRequest = ((await upstreamCalls(server.base)) - start) / Math.max(run.requests, 1);
      runs.push(run);
      const buying = await chooseVacationProgram(server.base, cookie);
      await callsPerView(server.base, '/enrollment', buying, 2);
      const enrollment = await callsPerView(server.base, '/enrollment', buying);
      calls.push({
        family: label,
        'cold view': cold,
        'per request under load': Number(perRequest.toFixed(3)),
        '/enrollment upstream / store per view': `${enrollment.upstream} / ${enrollment.store}`,
      });
    }
    printLoadTable('Parents’ zone by family size (first child selected)', runs, runs[0]?.label);
    console.log('\nUpstream calls per parents’ zone view, and what a warm /enrollment view asks:');
    console.table(calls);

    const parent = await signIn(server.base, 'padre@example.com');
    const student = await signIn(server.base, 'alumno@example.com');
    const weights = [
      await weightOf(server.base, `${NO_DATA} (padre)`, NO_DATA, parent),
      await weightOf(server.base, 'parents’ zone (padre, Sofía)', '/dashboard', parent),
      await weightOf(server.base, 'parents’ zone (padre, Diego)', '/dashboard?hijo=502', parent),
      await weightOf(server.base, 'student dashboard (alumno)', '/dashboard', student),
    ];
    console.log('\nSigned-in page weight:');
    console.table(weights);

    const p50 = (size: number) => runs[SIZES.indexOf(size)]?.p50 ?? 0;
    const coldCalls = calls.map((row) => row['cold view']);
    return [
      {
        label: `parents’ zone p50 at 20 children vs 1 child (${p50(20)} / ${p50(1)} ms)`,
        value: p50(1) > 0 ? p50(20) / p50(1) : Infinity,
        comparison: '≤',
        target: 1.5,
        unit: '×',
      },
      {
        label: `upstream calls of a cold parents’ zone view, most minus fewest over 1/5/20 children (${coldCalls.join(
          '/',
        )})`,
        value: Math.max(...coldCalls) - Math.min(...coldCalls),
        comparison: '≤',
        target: 0,
        unit: 'calls',
      },
    ];
  } finally {
    await stop();
  }
}
