import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseCommand, writeDataset } from '@/utils/cli/dataset-cli';
import { datasetText } from '../support/dataset-schemas';

const example = readFileSync('examples/customers.schema.json', 'utf8');
const read = async () => example;
const command = (...argv: string[]) => parseCommand(['examples/customers.schema.json', ...argv], read);

describe('npm run dataset: arguments', () => {
  it('takes rows, seed, shard and format from the arguments, and the format from --out when not given', async () => {
    const parsed = await command('--rows', '90', '--seed', '5', '--shard', '2/3', '--out', 'x.tsv');
    expect(parsed.schema).toMatchObject({ rows: 90, seed: 5 });
    expect(parsed.range).toEqual({ start: 30, end: 60 });
    expect(parsed.format).toMatchObject({ format: 'csv', delimiter: '\t' });
    expect((await command('--out', 'x.sql', '--dialect', 'sqlite')).format).toMatchObject({
      format: 'sql',
      dialect: 'sqlite',
    });
    expect((await command('--format', 'ndjson')).format.format).toBe('ndjson');
  });

  it('says what is wrong', async () => {
    await expect(command('--rows', 'many')).rejects.toThrow('--rows takes a whole number, not "many".');
    await expect(command('--rows', '0')).rejects.toThrow(/rows: At least 1 row/);
    await expect(command('--shard', '3/2')).rejects.toThrow('A shard is i/n with 1 ≤ i ≤ n, not 3/2.');
    await expect(command('--shard', 'half')).rejects.toThrow(/--shard is i\/n/);
    await expect(command('--format', 'xml')).rejects.toThrow(/--format is one of csv, json, ndjson, sql/);
    await expect(command('--delimiter', 'x')).rejects.toThrow(/--delimiter/);
    await expect(parseCommand([], read)).rejects.toThrow('Give exactly one schema file.');
    await expect(parseCommand(['s.json'], async () => '{ nope')).rejects.toThrow(/Cannot read s.json as JSON/);
  });
});

describe('npm run dataset: writing', () => {
  it('waits for a slow sink (backpressure) and writes exactly the file', async () => {
    let written = '';
    let waits = 0;
    const sink = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        setTimeout(done, 0);
      },
    });
    sink.on('drain', () => waits++);
    const parsed = await command('--rows', '2000', '--format', 'json');
    const progress: number[] = [];
    await writeDataset(
      parsed,
      sink,
      (rows) => progress.push(rows),
      () => false,
    );
    await new Promise((resolve) => sink.end(resolve));
    expect(written).toBe(datasetText(parsed.schema, parsed.format));
    expect(waits).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(2000);
  });

  it('stops when told to', async () => {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const parsed = await command('--rows', '5000');
    await expect(
      writeDataset(
        parsed,
        sink,
        () => undefined,
        () => true,
      ),
    ).rejects.toThrow('Stopped.');
  });
});
