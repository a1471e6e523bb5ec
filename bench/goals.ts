/**
 * A benchmark goal as issue texts state them ("≥ 0.5× a signed-in page without data", "≤ 300 MB"):
 * each scenario returns its goals with the figure it measured, and bench/index.ts prints them all
 * at the end of the run, met or not. A report, never a test: nothing here fails the run.
 */
export interface Goal {
  /** What is measured, in the words: 'parents’ zone vs signed-in no-data page'. */
  label: string;
  value: number;
  comparison: '≥' | '≤';
  target: number;
  /** '×', 'MB', 'KB', 'calls'… printed after the figures. */
  unit: string;
}

export function isMet(goal: Goal): boolean {
  return goal.comparison === '≥' ? goal.value >= goal.target : goal.value <= goal.target;
}

const figure = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

export function goalLine(goal: Goal): string {
  const miss = isMet(goal) ? '' : `; misses by ${figure(Math.abs(goal.value - goal.target))} ${goal.unit}`;
  return `${isMet(goal) ? 'MET    ' : 'NOT MET'}  ${goal.label}: ${figure(goal.value)} ${goal.unit} (goal ${
    goal.comparison
  } ${figure(goal.target)} ${goal.unit}${miss})`;
}

/** A throughput ratio as a goal: `part` req/s over `whole` req/s. */
export function ratioGoal(label: string, part: number, whole: number, target: number): Goal {
  return { label, value: whole > 0 ? part / whole : 0, comparison: '≥', target, unit: '×' };
}

/** A page's own CPU per view as a goal, in ms (unmeasured: infinite, never met). */
export function cpuGoal(label: string, ms: number | null, most: number): Goal {
  return { label, value: ms ?? Number.POSITIVE_INFINITY, comparison: '≤', target: most, unit: 'ms' };
}

/**
 * A cost ratio as a goal: the reference's CPU per request over the page's, both read from the
 * app's own process (bench/process-cpu.ts), so another process's work never enters it. 0 when
 * either was not measured.
 */
export function cpuRatioGoal(
  label: string,
  partMs: number | null,
  wholeMs: number | null,
  target: number,
): Goal {
  const value = partMs && wholeMs ? wholeMs / partMs : 0;
  return { label, value, comparison: '≥', target, unit: '×' };
}
