import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { datasetChunks } from '../../../utils/datasets/dataset-chunks';
import type { FormatOptions } from '../../../utils/datasets/dataset-formats';
import { parseDatasetSchema, type DatasetSchema } from '../../../utils/datasets/dataset-schema';
import { createFaker } from '../../../utils/values/create-faker';
import { setAllLocalesSource } from '../../../utils/values/all-locales-source';
import { median, table } from '../fill/stats';
import { heapAfterCollection, writeShape, type Shape } from './bench-parquet';

/*
 * Rows per second and peak JavaScript heap for the example schema (12 columns: id, names,
 * email, phone, address parts, company, date, amount) as CSV and as PostgreSQL SQL, beside
 * the floor: a plain loop calling the faker methods that make the same 12 values, in the
 * same engine (Node, through the same module runner), keeping nothing. Each measurement is
 * a process of its own (a clean heap), and the variants take turns round after round; the
 * figures are medians, compared in rows per second of the process's processor time, which
 * other work on the machine does not inflate as it does wall time. Peak heap is the
 * largest heapUsed seen after any chunk (garbage not yet collected included).
 * Then Parquet (bench-parquet.ts): on the same 12 columns against the same floor, on a wide
 * flat table and on the shop's three related tables against CSV of the same shape, and the
 * heap after a full collection at each eighth of a run. Then the command line: one process
 * against two `--shard` processes, whose files are checked to join into the single process's file.
 */

// Node reads faker's locale objects synchronously (utils/values/locale-source.ts).
setAllLocalesSource();

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCHEMA_FILE = join(ROOT, 'examples/customers.schema.json');
const LAUNCHER = fileURLToPath(new URL('./run.mjs', import.meta.url));

type Variant =
  | 'floor'
  | 'csv'
  | 'sql'
  | 'parquet'
  | 'parquet-jobs'
  | 'parquet-jobs-bin'
  | 'retained'
  | 'wide-csv'
  | 'wide-parquet'
  | 'shop-csv'
  | 'shop-parquet'
  | 'heap-customers'
  | 'heap-wide'
  | 'heap-shop';
interface Measure {
  variant: Variant;
  /** Rows made, over all the tables of the shape. */
  rows: number;
  ms: number;
  /** Processor time of the process (all its threads, GC helpers included): what the run cost, however busy the machine. */
  cpuMs: number;
  peakHeapMB: number;
  chars: number;
  /** Heap variants: the heap held after a full collection, at each eighth of the run. */
  heap?: { rows: number; heapMB: number }[];
}

function loadSchema(rows: number): DatasetSchema {
  const parsed = parseDatasetSchema({ ...JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')), rows });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schema;
}

/** The floor: the faker calls behind the example's columns, on one seeded faker, nothing kept, no persona, no text. */
function floor(rows: number, sampleHeap: () => void): number {
  const faker = createFaker('en_US', 1, new Date('2026-01-01T00:00:00Z'));
  let chars = 0;
  for (let row = 0; row < rows; row++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const cells = [
      String(row + 1),
      firstName,
      lastName,
      faker.internet.email({ firstName, lastName }),
      faker.phone.number({ style: 'national' }),
      faker.location.streetAddress(),
      faker.location.city(),
      faker.location.state(),
      faker.location.zipCode(),
      faker.company.name(),
      faker.date.between({ from: '2020-01-01', to: '2025-12-31' }).toISOString().slice(0, 10),
      faker.finance.amount({ min: 0, max: 5000, dec: 2 }),
    ];
    chars += cells.length;
    if (row % 500 === 0) sampleHeap();
  }
  return chars;
}

function generate(rows: number, format: FormatOptions, sampleHeap: () => void, collectEvery = 0): number {
  const schema = loadSchema(rows);
  const gc = (globalThis as { gc?: () => void }).gc;
  let chars = 0;
  let collectAt = collectEvery;
  for (const chunk of datasetChunks(schema, createFaker(schema.locale, 0), format)) {
    chars += chunk.text.length;
    // The 'retained' run: a full collection now and then, so what is sampled is what is still held.
    if (collectEvery && gc && chunk.rowsDone >= collectAt) {
      gc();
      collectAt += collectEvery;
      sampleHeap();
    } else if (!collectEvery) sampleHeap();
  }
  return chars;
}

/** One measurement, in this process: what a child runs. */
function measureHere(variant: Variant, rows: number): Measure {
  let peak = 0;
  const sampleHeap = () => {
    const used = process.memoryUsage().heapUsed;
    if (used > peak) peak = used;
  };
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let made = rows;
  let chars: number;
  let heap: Measure['heap'];
  if (variant === 'floor') chars = floor(rows, sampleHeap);
  else if (variant === 'csv' || variant === 'sql' || variant === 'retained')
    chars = generate(
      rows,
      variant === 'sql' ? { format: 'sql', dialect: 'postgresql' } : { format: 'csv' },
      sampleHeap,
      variant === 'retained' ? 50_000 : 0,
    );
  else if (variant.startsWith('heap-')) {
    heap = heapAfterCollection(ROOT, variant.slice(5) as Shape, rows);
    chars = 0;
  } else {
    const [shape, writer] = variant === 'parquet' ? ['customers', 'parquet'] : variant.split('-');
    const written = writeShape(ROOT, shape as Shape, writer as 'csv' | 'parquet', rows, sampleHeap);
    made = written.rows;
    chars = written.bytes;
  }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return { variant, rows: made, ms, cpuMs: (cpu.user + cpu.system) / 1000, peakHeapMB: peak / 2 ** 20, chars, heap };
}

function run(
  command: string,
  args: string[],
  options: { stdout?: boolean } = {},
): Promise<{ ms: number; out: string }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (data: Buffer) => {
      if (options.stdout !== false) out += data.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - start, out })
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Processes the `parquet-jobs` variants make their file in: one a core of this 2-core machine. */
const PARQUET_JOBS = 2;

/**
 * The command lines that make the customers' Parquet file with --jobs, as a user types them: the
 * repository's (`npm run dataset`, through Vite's module runner, about 1.5 s of CPU to start each
 * process) and the package's bin (`npx understudy dataset`, bundled: 0.3 s).
 */
const PARQUET_COMMANDS = {
  'parquet-jobs': [join(ROOT, 'utils/cli/dataset.mjs')],
  'parquet-jobs-bin': [join(ROOT, 'dist/understudy.js'), 'dataset'],
} as const;

/**
 * A command line making the customers' Parquet file with --jobs: wall time from the command to its
 * file, process starts included; its processor time is not measured (it is spread over the processes
 * it starts).
 */
async function measureParquetJobs(variant: keyof typeof PARQUET_COMMANDS, rows: number): Promise<Measure> {
  const dir = mkdtempSync(join(tmpdir(), 'understudy-parquet-'));
  const out = join(dir, 'customers.parquet');
  try {
    const args = [...PARQUET_COMMANDS[variant], SCHEMA_FILE, '--rows', String(rows), '--format', 'parquet'];
    args.push('--jobs', String(PARQUET_JOBS), '--quiet', '--out', out);
    const { ms } = await run(process.execPath, args);
    return { variant, rows, ms, cpuMs: Number.NaN, peakHeapMB: Number.NaN, chars: statSync(out).size };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureInChild(variant: Variant, rows: number): Promise<Measure> {
  if (variant === 'parquet-jobs' || variant === 'parquet-jobs-bin') return measureParquetJobs(variant, rows);
  const flags = variant === 'retained' || variant.startsWith('heap-') ? ['--expose-gc'] : [];
  const { out } = await run(process.execPath, [...flags, LAUNCHER, '--variant', variant, '--rows', String(rows)]);
  return JSON.parse(out.trim().split('\n').at(-1)!) as Measure;
}

const perSecond = (rows: number, ms: number) => Math.round((rows * 1000) / ms);

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      rows: { type: 'string', default: '1000000' },
      rounds: { type: 'string', default: '3' },
      variant: { type: 'string' },
      'skip-cli': { type: 'boolean', default: false },
      /** No wide table, shop or heap runs: the customers' rows alone. */
      'skip-shapes': { type: 'boolean', default: false },
      /** Only the floor, CSV and Parquet, then the other shapes and the heap: no SQL, no command line. */
      'parquet-only': { type: 'boolean', default: false },
      'wide-rows': { type: 'string' },
      'shop-rows': { type: 'string', default: '100000' },
    },
  });
  const rows = Number(values.rows);
  const parquetOnly = values['parquet-only'];
  if (values.variant) {
    console.log(JSON.stringify(measureHere(values.variant as Variant, rows)));
    return 0;
  }
  const rounds = Number(values.rounds);
  console.log(
    `Datasets: ${rows.toLocaleString('en')} rows × 12 columns (examples/customers.schema.json), ${rounds} rounds, medians; Node ${process.version}`,
  );
  const measures: Measure[] = [];
  const core = parquetOnly
    ? (['floor', 'csv', 'parquet', 'parquet-jobs', 'parquet-jobs-bin'] as const)
    : (['floor', 'csv', 'sql', 'parquet', 'parquet-jobs', 'parquet-jobs-bin'] as const);
  for (let round = 1; round <= rounds; round++) {
    for (const variant of core) {
      const measure = await measureInChild(variant, rows);
      measures.push(measure);
      console.log(
        Number.isNaN(measure.cpuMs)
          ? `  round ${round} ${variant} ${(measure.ms / 1000).toFixed(1)} s from the command to its file`
          : `  round ${round} ${variant.padEnd(7)} ${(measure.ms / 1000).toFixed(1)} s (${(measure.cpuMs / 1000).toFixed(1)} s of CPU), ${perSecond(rows, measure.cpuMs).toLocaleString('en')} rows per CPU second, peak heap ${measure.peakHeapMB.toFixed(1)} MB`,
      );
    }
  }
  const of = (variant: Variant) => measures.filter((measure) => measure.variant === variant);
  // Rows per second of processor time compare one process's work fairly on a machine other work keeps busy; wall
  // time, against the floor's, says what a user waits for, where --jobs spreads the work over the cores.
  const floorRate = median(of('floor').map((measure) => perSecond(rows, measure.cpuMs)));
  const floorWallRate = median(of('floor').map((measure) => perSecond(rows, measure.ms)));
  const lines = [
    ['', 'rows/CPU s', 'of floor', 'CPU time', 'wall time', 'rows/s (wall)', 'of floor (wall)', 'peak heap'],
  ];
  const shown = (value: number, text: string) => (Number.isNaN(value) ? '–' : text);
  for (const variant of core) {
    const rate = median(of(variant).map((measure) => perSecond(rows, measure.cpuMs)));
    const cpuMs = median(of(variant).map((measure) => measure.cpuMs));
    const ms = median(of(variant).map((measure) => measure.ms));
    const heap = Math.max(...of(variant).map((measure) => measure.peakHeapMB));
    lines.push([
      variant === 'parquet-jobs'
        ? `parquet, --jobs ${PARQUET_JOBS}: npm run dataset`
        : variant === 'parquet-jobs-bin'
          ? `parquet, --jobs ${PARQUET_JOBS}: the package's bin`
          : variant,
      shown(rate, rate.toLocaleString('en')),
      shown(rate, `${(rate / floorRate).toFixed(2)}×`),
      shown(cpuMs, `${(cpuMs / 1000).toFixed(1)} s`),
      `${(ms / 1000).toFixed(1)} s`,
      perSecond(rows, ms).toLocaleString('en'),
      `${(perSecond(rows, ms) / floorWallRate).toFixed(2)}×`,
      shown(heap, `${heap.toFixed(1)} MB`),
    ]);
  }
  console.log(`\n${table(lines).join('\n')}`);
  const retained = await measureInChild('retained', rows);
  console.log(
    `CSV heap still held after a full collection every 50,000 rows (what the peak above holds beyond garbage V8 had not collected yet): at most ${retained.peakHeapMB.toFixed(1)} MB.`,
  );

  if (!values['skip-shapes'])
    await benchShapes(rows, Number(values['wide-rows'] ?? rows / 4), Number(values['shop-rows']), rounds);
  if (!values['skip-cli'] && !parquetOnly) await benchCli(rows, rounds);
  return 0;
}

/** Parquet against CSV on the wide table and the shop's three tables, then the heap Parquet holds as the rows grow. */
async function benchShapes(customers: number, wideRows: number, shopRows: number, rounds: number): Promise<void> {
  const shapes = [
    { shape: 'wide', rows: wideRows, label: `wide flat table, ${wideRows.toLocaleString('en')} rows × 40 columns` },
    {
      shape: 'shop',
      rows: shopRows,
      label: `shop: ${shopRows.toLocaleString('en')} customers → orders → line items, a file a table`,
    },
  ] as const;
  const measures: Measure[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const { shape, rows } of shapes) {
      for (const writer of ['csv', 'parquet'] as const) {
        const measure = await measureInChild(`${shape}-${writer}`, rows);
        measures.push(measure);
        console.log(
          `  round ${round} ${measure.variant.padEnd(12)} ${measure.rows.toLocaleString('en')} rows in ${(measure.cpuMs / 1000).toFixed(1)} s of CPU, peak heap ${measure.peakHeapMB.toFixed(1)} MB`,
        );
      }
    }
  }
  const lines = [['', 'rows', 'CSV rows/CPU s', 'Parquet rows/CPU s', 'Parquet of CSV', 'Parquet peak heap', 'size']];
  for (const { shape, label } of shapes) {
    const of = (writer: string) => measures.filter((measure) => measure.variant === `${shape}-${writer}`);
    const rate = (writer: string) => median(of(writer).map((measure) => perSecond(measure.rows, measure.cpuMs)));
    lines.push([
      label,
      of('parquet')[0]!.rows.toLocaleString('en'),
      rate('csv').toLocaleString('en'),
      rate('parquet').toLocaleString('en'),
      `${(rate('parquet') / rate('csv')).toFixed(2)}×`,
      `${Math.max(...of('parquet').map((measure) => measure.peakHeapMB)).toFixed(1)} MB`,
      `${(of('parquet')[0]!.chars / 2 ** 20).toFixed(0)} MB (CSV ${(of('csv')[0]!.chars / 2 ** 20).toFixed(0)} M characters)`,
    ]);
  }
  console.log(`\n${table(lines).join('\n')}`);

  const heapLines = [['Parquet heap after a full collection', ...Array.from({ length: 8 }, (_, at) => `${at + 1}/8`)]];
  for (const [shape, rows] of [
    ['customers', customers],
    ['wide', wideRows],
    ['shop', shopRows],
  ] as const) {
    const { heap } = await measureInChild(`heap-${shape}`, rows);
    heapLines.push([
      `${shape} (rows at 8/8: ${heap!.at(-1)!.rows.toLocaleString('en')})`,
      ...heap!.map((sample) => `${sample.heapMB.toFixed(1)} MB`),
    ]);
  }
  console.log(`\n${table(heapLines).join('\n')}`);
}

/** The command line, writing CSV files: one process, then two `--shard` processes at once (this machine has 2 cores, shared). */
async function benchCli(rows: number, rounds: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'understudy-datasets-'));
  const cli = join(ROOT, 'utils/cli/dataset.mjs');
  const args = (out: string, shard?: string) => [
    cli,
    SCHEMA_FILE,
    '--rows',
    String(rows),
    '--quiet',
    '--out',
    join(dir, out),
    ...(shard ? ['--shard', shard] : []),
  ];
  const single: number[] = [];
  const sharded: number[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      single.push((await run(process.execPath, args('whole.csv'))).ms);
      const start = performance.now();
      await Promise.all([
        run(process.execPath, args('part1.csv', '1/2')),
        run(process.execPath, args('part2.csv', '2/2')),
      ]);
      sharded.push(performance.now() - start);
      console.log(
        `  round ${round} cli: 1 process ${(single.at(-1)! / 1000).toFixed(1)} s, 2 shards ${(sharded.at(-1)! / 1000).toFixed(1)} s`,
      );
    }
    const whole = readFileSync(join(dir, 'whole.csv'));
    const joined = Buffer.concat([readFileSync(join(dir, 'part1.csv')), readFileSync(join(dir, 'part2.csv'))]);
    const same = whole.equals(joined);
    const lines = [
      ['command line (CSV to a file, process start included)', 'time', 'rows/s'],
      ['1 process', `${(median(single) / 1000).toFixed(1)} s`, perSecond(rows, median(single)).toLocaleString('en')],
      [
        '2 processes, --shard 1/2 and 2/2',
        `${(median(sharded) / 1000).toFixed(1)} s`,
        perSecond(rows, median(sharded)).toLocaleString('en'),
      ],
    ];
    console.log(`\n${table(lines).join('\n')}`);
    console.log(
      `File ${statSync(join(dir, 'whole.csv')).size.toLocaleString('en')} bytes; the two shards joined ${same ? 'equal' : 'DIFFER FROM'} the single process's file.`,
    );
    if (!same) process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
