/**
 * Load from wrk (Debian's `wrk`, C), for the scenario where the load generator's own CPU would
 * bias the figure: two workers against one (docs/decisions/057). autocannon parses every answer
 * in JavaScript and spent 0.15–0.4 ms of CPU per request on this machine; one worker leaves it
 * the idle second core, two workers must give it theirs. wrk spent 0.03–0.06 ms.
 * A Lua script cycles every connection's requests through the mix (as autocannon's `requests`
 * does) and counts answers whose status is not 2xx, so a redirect to the login page cannot pass
 * for a fast page.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface MixRequest {
  path: string;
  headers: Record<string, string>;
}

export interface WrkResult {
  requests: number;
  reqPerSec: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Answers outside 2xx, and connect/read/write errors and timeouts. */
  non2xx: number;
  socketErrors: number;
}

/** Whether `wrk` is on the PATH (`apt-get install wrk`). */
export function wrkInstalled(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** A Lua long string that no value can close early. */
const luaString = (value: string) => {
  let level = '';
  while (value.includes(`]${level}]`)) level += '=';
  return `[${level}[${value}]${level}]`;
};

function script(requests: MixRequest[], headers: Record<string, string>): string {
  const formatted = requests.map((request) => {
    const all = { ...headers, ...request.headers };
    const fields = Object.entries(all)
      .map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(value)}`)
      .join(', ');
    return `wrk.format("GET", ${luaString(request.path)}, { ${fields} })`;
  });
  return `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  non2xx = 0
  mix = { ${formatted.join(',\n    ')} }
  turn = 0
end
function request()
  turn = turn % #mix + 1
  return mix[turn]
end
function response(status, headers, body)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
end
function done(summary, latency, requests)
  local non2xx = 0
  for _, thread in ipairs(threads) do non2xx = non2xx + thread:get("non2xx") end
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"non2xx":%d,"socketErrors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), non2xx,
    e.connect + e.read + e.write + e.timeout))
end
`;
}

/**
 * `connections` connections on one wrk thread for `seconds` (whole seconds: wrk's -d takes no
 * fractions), cycling through `requests`. wrk has exited when this resolves, so its CPU is in
 * this process's reaped children's times (bench/process-cpu.ts, reapedChildrenCpuSeconds).
 */
export async function wrkMix(
  base: string,
  requests: MixRequest[],
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kodea-bench-wrk-'));
  const file = path.join(dir, 'mix.lua');
  writeFileSync(file, script(requests, options.headers));
  try {
    const child = spawn(
      'wrk',
      [
        '--threads',
        '1',
        '--connections',
        String(options.connections),
        '--duration',
        `${Math.max(1, Math.round(options.seconds))}s`,
        '--timeout',
        '10s',
        '--script',
        file,
        base,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    const line = /WRK_RESULT (\{.*\})/.exec(output)?.[1];
    if (code !== 0 || !line) throw new Error(`bench: wrk failed (exit ${code}):\n${output}`);
    const figures = JSON.parse(line) as {
      requests: number;
      durationUs: number;
      p50Us: number;
      p99Us: number;
      non2xx: number;
      socketErrors: number;
    };
    return {
      requests: figures.requests,
      reqPerSec: figures.requests / (figures.durationUs / 1e6),
      p50: Math.round(figures.p50Us / 100) / 10,
      p99: Math.round(figures.p99Us / 100) / 10,
      non2xx: figures.non2xx,
      socketErrors: figures.socketErrors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
