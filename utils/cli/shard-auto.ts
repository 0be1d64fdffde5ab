/** The variables `--shard auto` reads. */
export interface ShardEnvironment {
  /** Set by Kubernetes in each pod of an Indexed Job: 0 to completions - 1. */
  JOB_COMPLETION_INDEX?: string;
  /** The shard count, when --shards does not give it. */
  UNDERSTUDY_SHARDS?: string;
}

export type AutoShard = { index: number; count: number } | { problem: string };

const WHOLE = /^\d+$/;

/**
 * `--shard auto`: shard JOB_COMPLETION_INDEX + 1 of the count that `--shards` or
 * UNDERSTUDY_SHARDS gives, so one Job manifest runs every shard; or the problem, in one
 * sentence naming the option or variable.
 * @example autoShard('8', { JOB_COMPLETION_INDEX: '0' }) // { index: 1, count: 8 }
 * @example autoShard(undefined, { JOB_COMPLETION_INDEX: '7', UNDERSTUDY_SHARDS: '8' }) // { index: 8, count: 8 }
 */
export function autoShard(shards: string | undefined, env: ShardEnvironment): AutoShard {
  const fromEnv = env.UNDERSTUDY_SHARDS;
  if (shards === undefined && fromEnv === undefined)
    return {
      problem:
        '--shard auto takes the shard count from --shards N or the variable UNDERSTUDY_SHARDS, and neither is given.',
    };
  if (shards !== undefined && (!WHOLE.test(shards) || Number(shards) < 1))
    return { problem: `--shards takes a whole number of shards, at least 1, not "${shards}".` };
  if (fromEnv !== undefined && (!WHOLE.test(fromEnv) || Number(fromEnv) < 1))
    return { problem: `UNDERSTUDY_SHARDS takes a whole number of shards, at least 1, not "${fromEnv}".` };
  if (shards !== undefined && fromEnv !== undefined && Number(shards) !== Number(fromEnv))
    return { problem: `--shards ${shards} and UNDERSTUDY_SHARDS=${fromEnv} disagree: give the shard count once.` };
  const count = Number(shards ?? fromEnv);
  const index = env.JOB_COMPLETION_INDEX;
  if (index === undefined || index === '')
    return {
      problem:
        '--shard auto reads the shard from JOB_COMPLETION_INDEX, which a Kubernetes Indexed Job sets, and it is not set: outside a Job, give --shard i/n.',
    };
  if (!WHOLE.test(index) || Number(index) >= count)
    return {
      problem: `JOB_COMPLETION_INDEX is "${index}", and ${count.toLocaleString('en')} shard${count === 1 ? '' : 's'} take${count === 1 ? 's' : ''} 0 to ${(count - 1).toLocaleString('en')}: make the Job's completions the shard count.`,
    };
  return { index: Number(index) + 1, count };
}
