import type { RowRange } from '../datasets/dataset-chunks';
import type { Cell } from '../datasets/dataset-rows';
import {
  parquetGroup,
  parquetGroupRanges,
  ParquetFile,
  type ParquetChunk,
  type ParquetGroup,
} from '../datasets/parquet-chunks';
import type { ParquetColumn } from '../datasets/parquet-columns';
import { ShardFailure } from './dataset-to';
import { forkCommand } from './shard-jobs';

/**
 * Set in a process that a Parquet run with --jobs started, as `i/n`: it makes row groups i, i + n, i + 2n, …
 * (0-based) and sends them to that run, which writes them in order. A row group is a function of its rows
 * alone, so the file is the same, byte for byte, however many processes make it.
 */
export const PARQUET_PART_VARIABLE = 'UNDERSTUDY_PARQUET_PART';

/** Groups a process may have sent that the run has not yet written: enough to keep it busy, few enough to bound memory. */
const GROUPS_AHEAD = 4;

export interface ParquetPart {
  index: number;
  count: number;
}

/** The part this process makes, when a Parquet run with --jobs started it. */
export function parquetPart(env: NodeJS.ProcessEnv = process.env): ParquetPart | undefined {
  const [, index, count] = /^(\d+)\/(\d+)$/.exec(env[PARQUET_PART_VARIABLE] ?? '') ?? [];
  return index && count ? { index: Number(index), count: Number(count) } : undefined;
}

/** What a part sends: a row group and its place; what the run answers to the part that made it: that place, once written. */
interface GroupMessage {
  at: number;
  group: ParquetGroup;
}
interface WrittenMessage {
  written: number;
}

/**
 * In a part: makes its row groups of `range` and sends each to the run over the IPC channel, waiting while
 * GROUPS_AHEAD of them are not written yet, so a part that runs ahead of the others holds little.
 */
export async function sendParquetGroups(
  part: ParquetPart,
  columns: ParquetColumn[],
  rowAt: (row: number) => Cell[],
  range: RowRange,
  groupRows: number,
  stopped: () => boolean,
): Promise<void> {
  const groups = parquetGroupRanges(range, groupRows);
  // The run answers each group this part sent, once it wrote it.
  let unwritten = 0;
  let wake: (() => void) | undefined;
  const onMessage = (message: Partial<WrittenMessage>) => {
    if (typeof message?.written !== 'number') return;
    unwritten--;
    wake?.();
  };
  process.on('message', onMessage);
  try {
    for (let at = part.index; at < groups.length; at += part.count) {
      while (unwritten >= GROUPS_AHEAD) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped()) throw new Error('Stopped.');
      const { start, end } = groups[at]!;
      const message: GroupMessage = { at, group: parquetGroup(columns, rowAt, start, end - start) };
      unwritten++;
      await new Promise<void>((resolve, reject) =>
        process.send!(message, undefined, undefined, (error) => (error ? reject(error) : resolve())),
      );
    }
  } finally {
    process.off('message', onMessage);
  }
}

/**
 * The Parquet file of rows `range`, its row groups made by `jobs` processes of this command at once
 * (`args` again, each with its part in PARQUET_PART_VARIABLE), in pieces as parquetChunks gives them:
 * the same bytes, in about 1/jobs of the time where there are as many cores. Rejects with a
 * ShardFailure (forkCommand's), saying why, when a process fails; the others are then ended.
 */
export async function* parquetChunksInJobs(
  args: string[],
  jobs: number,
  columns: ParquetColumn[],
  range: RowRange,
  groupRows: number,
  launcher = process.argv[1]!,
): AsyncGenerator<ParquetChunk, void, undefined> {
  const groups = parquetGroupRanges(range, groupRows);
  const count = Math.max(1, Math.min(jobs, groups.length));
  const abort = new AbortController();
  const ready = new Map<number, ParquetGroup>();
  let failure: Error | undefined;
  let running = count;
  let wake: (() => void) | undefined;
  const children = Array.from({ length: count }, (_, index) => {
    const part = { [PARQUET_PART_VARIABLE]: `${index}/${count}` };
    const name = `Part ${index + 1} of ${count}`;
    const { child, ended } = forkCommand([...args, '--quiet'], part, name, abort.signal, launcher);
    child.on('message', ({ at, group }: GroupMessage) => {
      ready.set(at, group);
      wake?.();
    });
    ended
      .catch((error: Error) => {
        if (!abort.signal.aborted) failure ??= error;
      })
      .finally(() => {
        running--;
        wake?.();
      });
    return child;
  });
  try {
    const file = new ParquetFile(columns);
    for (let at = 0; at < groups.length; at++) {
      while (!ready.has(at) && !failure && running > 0) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw failure;
      if (!ready.has(at))
        throw new ShardFailure(`Part ${(at % count) + 1} of ${count} ended without row group ${at + 1}.`);
      const group = ready.get(at)!;
      ready.delete(at);
      const bytes = file.add(group);
      const reply: WrittenMessage = { written: at };
      // A part that sent its last group may have ended already: it waits for nothing more.
      const maker = children[at % count]!;
      if (maker.connected) maker.send(reply);
      yield { bytes, rowsDone: groups[at]!.end - range.start };
    }
    yield { bytes: file.finish(), rowsDone: Math.max(0, range.end - range.start) };
  } finally {
    abort.abort();
  }
}
