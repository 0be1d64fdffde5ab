import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parquetMetadata } from 'hyparquet';
import { ShardFailure } from '@/utils/cli/dataset-to';
import { parquetChunksInJobs } from '@/utils/cli/parquet-jobs';
import { parquetColumns } from '@/utils/datasets/parquet-columns';
import { exampleSchema } from '../support/dataset-schemas';
import { spawnDataset } from '../support/dataset-run';

describe('npm run dataset --format parquet --jobs N', () => {
  let folder: string;
  beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'understudy-parquet-jobs-'))));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('makes the row groups in N processes, and the file is the one a single process writes, byte for byte', async () => {
    // 25,000 rows of 12 columns are three row groups (10,922 rows each), so three processes make one each.
    const argv = [resolve('examples/customers.schema.json'), '--rows', '25000', '--format', 'parquet'];
    const single = await spawnDataset([...argv, '--jobs', '1', '--out', join(folder, 'one.parquet')]);
    const three = await spawnDataset([...argv, '--jobs', '3', '--out', join(folder, 'three.parquet')]);
    expect(single).toMatchObject({ code: 0, stderr: expect.not.stringContaining('processes') });
    expect(three).toMatchObject({
      code: 0,
      stderr: expect.stringMatching(/^25,000 rows in .*, in 3 processes\.\n$/),
    });
    const bytes = readFileSync(join(folder, 'three.parquet'));
    expect(bytes.equals(readFileSync(join(folder, 'one.parquet')))).toBe(true);
    const { num_rows, row_groups } = parquetMetadata(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    expect([num_rows, row_groups.length]).toEqual([25_000n, 3]);
  }, 120_000);

  // /dev/full fails every write with ENOSPC, as a full disk does: the .partial file is a link to it.
  it.skipIf(!existsSync('/dev/full'))(
    'on a full disk: one sentence, and no file left',
    async () => {
      symlinkSync('/dev/full', join(folder, 'x.parquet.partial'));
      const argv = [resolve('examples/customers.schema.json'), '--rows', '40000', '--jobs', '2'];
      const { code, stderr } = await spawnDataset([...argv, '--out', join(folder, 'x.parquet')]);
      expect({ code, stderr }).toEqual({
        code: 1,
        stderr: 'The disk is full: x.parquet was not written, and nothing of it is left.\n',
      });
      expect(readdirSync(folder)).toEqual([]);
    },
    120_000,
  );

  it('fails, saying why as the process that failed said it, and ends the others', async () => {
    // A launcher that fails as a part would on a bad schema file: one sentence on standard error, exit code 1.
    const launcher = join(folder, 'failing.mjs');
    writeFileSync(
      launcher,
      "console.error('Cannot read schema.json: it changed while the parts ran.'); process.exit(1);\n",
    );
    const schema = exampleSchema({ rows: 30_000 });
    const chunks = parquetChunksInJobs([], 2, parquetColumns(schema), { start: 0, end: schema.rows }, 10_000, launcher);
    const failure = chunks.next();
    await expect(failure).rejects.toThrow(ShardFailure);
    await expect(failure).rejects.toThrow('Cannot read schema.json: it changed while the parts ran.');
  });
});
