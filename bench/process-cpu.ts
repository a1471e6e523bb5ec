/**
 * CPU time of bench processes (Linux /proc), so a scenario can say how much of a core each one
 * used during a load run: the app's supervisor with its workers, the standalone mock backend.
 * Throughput alone cannot say whether the app or the simulated backend was the limit.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU seconds in two fields of a /proc stat file, counted from the process state (the third
 * field): 11 and 12 are its own user and system time, 13 and 14 its reaped children's.
 */
function statSeconds(file: string, first: number): number {
  const stat = readFileSync(file, 'utf8');
  // The command name may hold spaces: fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[first]) + Number(fields[first + 1])) / TICKS_PER_SECOND;
}

/** User + system CPU seconds a process has used so far (0 once it is gone). */
function cpuSecondsOf(pid: number): number {
  try {
    return statSeconds(`/proc/${pid}/stat`, 11);
  } catch {
    return 0;
  }
}

/** A process and its children (the cluster's workers), as they are now. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // gone, or a kernel without the children file: the process alone
  }
  return [pid, ...children.flatMap(processTree)];
}

/** CPU seconds used by a process and its children so far. */
export function treeCpuSeconds(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + cpuSecondsOf(member), 0);
}

/**
 * Measures `run`, returning its result, the CPU seconds each watched process tree used meanwhile,
 * and the seconds it lasted (so runs can be summed before dividing: cores = CPU s / s).
 */
export async function withCpuUsed<T>(
  pids: Record<string, number>,
  run: () => Promise<T>,
): Promise<{ result: T; cpuSeconds: Record<string, number>; seconds: number }> {
  const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, treeCpuSeconds(pid)]));
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, treeCpuSeconds(pid) - (before[name] ?? 0)]),
  );
  return { result, cpuSeconds, seconds };
}

/**
 * CPU seconds of this process's children that have exited and been reaped so far (the `cutime`
 * and `cstime` of /proc/self/stat): a load generator run as a child (wrk) is measured this way,
 * since its own /proc entry is gone once it has finished.
 */
export const reapedChildrenCpuSeconds = () => statSeconds('/proc/self/stat', 13);

/** CPU seconds this process itself has used so far (autocannon runs inside it). */
export const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Resolves once a process tree has used almost no CPU for `quietMs` (or after `timeoutMs`): a
 * server that answers its health check may still be finishing its start (a job's first run, the
 * collector), and a view measured then would count that work as the page's.
 */
export async function untilIdle(pid: number, quietMs = 300, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let before = treeCpuSeconds(pid);
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = treeCpuSeconds(pid);
    // One clock tick (10 ms) in the window is noise, not work.
    if (now - before <= 1 / TICKS_PER_SECOND) return;
    before = now;
  }
}
