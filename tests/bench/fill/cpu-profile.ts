/** The parts of a V8 CPU profile (CDP `Profiler.Profile`) the summary needs. */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface FunctionTime {
  name: string;
  /** Time with this function anywhere on the stack (counted once per sample), ms. */
  total: number;
  /** Time with this function on top of the stack, ms. */
  self: number;
}

const label = (frame: CpuProfile['nodes'][number]['callFrame']) => {
  const file = frame.url.split('/').pop()?.split('?')[0] ?? '';
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} (${file}:${frame.lineNumber + 1})` : name;
};

/**
 * Self and total time per function (by name and place), from the samples;
 * with `within`, only samples taken while a function of that name was on the stack.
 */
export function functionTimes(profile: CpuProfile, within?: string): Map<string, FunctionTime> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const times = new Map<string, FunctionTime>();
  const entry = (name: string) => {
    let time = times.get(name);
    if (!time) times.set(name, (time = { name, total: 0, self: 0 }));
    return time;
  };
  const onStack = (leaf: number, name: string) => {
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id))
      if (byId.get(id)?.callFrame.functionName === name) return true;
    return false;
  };
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    // A sample's time is the gap to the next sample (the last one gets the gap to the end).
    const next = i + 1 < deltas.length ? deltas[i + 1]! : 0;
    const ms = Math.max(0, next) / 1000;
    if (within && !onStack(samples[i]!, within)) continue;
    let id: number | undefined = samples[i];
    const seen = new Set<string>();
    let top = true;
    while (id !== undefined) {
      const node = byId.get(id);
      if (!node) break;
      const name = label(node.callFrame);
      if (top) entry(name).self += ms;
      top = false;
      if (!seen.has(name)) {
        seen.add(name);
        entry(name).total += ms;
      }
      id = parent.get(id);
    }
  }
  return times;
}

/** The total of the first function whose label starts with `name` and a space or paren. */
export function totalOf(times: Map<string, FunctionTime>, name: string): number {
  let sum = 0;
  for (const time of times.values())
    if (time.name === name || time.name.startsWith(`${name} (`)) sum = Math.max(sum, time.total);
  return sum;
}
