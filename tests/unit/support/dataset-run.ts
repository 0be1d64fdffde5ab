import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { vi } from 'vitest';
import { main } from '@/utils/cli/dataset-cli';

/** `npm run dataset -- …` in this process: its exit code and what it said on standard error. */
export async function runDataset(argv: string[], folder = process.cwd()): Promise<{ code: number; errors: string[] }> {
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((text: string) => void errors.push(text));
  try {
    return { code: await main(argv, folder), errors };
  } finally {
    spy.mockRestore();
  }
}

/** `npm run dataset -- …` as a process of its own, as a shell or a cluster's job runs it. */
export async function spawnDataset(argv: string[]): Promise<{ code: number; stderr: string }> {
  try {
    const { stderr } = await promisify(execFile)(process.execPath, [resolve('utils/cli/dataset.mjs'), ...argv]);
    return { code: 0, stderr };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}
