// Lists the sources zip npm run zip wrote in .output (or the zips named on the command line) and
// fails when one holds a file git ignores or does not track (test-results/,
// .output/, node_modules, a stray local file) or misses a file a reviewer needs
// to rebuild with `npm ci && npm run build:firefox`. Run by `npm run zip`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;
const NEEDED = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'wxt.config.ts',
  'entrypoints/background.ts',
  'public/icon/128.png',
];

/** The names in a zip, read from its central directory (no zip library needed). */
export function zipEntries(buffer) {
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file');
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const names = [];
  for (let i = 0; i < count; i++) {
    if (buffer.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    names.push(buffer.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);

/** Whether git's ignore rules match `name` (exit 0); 1 is "no", 128 a path git cannot judge (beyond a symbolic link). */
function isIgnored(name) {
  try {
    execFileSync('git', ['check-ignore', '--no-index', '-q', '--', name], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

// The zip `npm run zip` just wrote, named after package.json (older versions' zips are not looked at).
const { name, version } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const zips = process.argv.slice(2).length ? process.argv.slice(2) : [`${root}.output/${name}-${version}-sources.zip`];
if (!zips.every((zip) => existsSync(zip))) {
  console.error(`No sources zip at ${zips.join(', ')}: run npm run zip first.`);
  process.exit(1);
}

const tracked = new Set(git(['ls-files', '-z']));
let failed = false;
for (const zip of zips) {
  const names = zipEntries(readFileSync(zip)).filter((name) => !name.endsWith('/'));
  // A file git tracks cannot be an ignored one; for the others, say which (the reason to fix).
  const untracked = names.filter((name) => !tracked.has(name));
  const problems = [
    ...untracked.map((name) => `${name}: ${isIgnored(name) ? 'ignored' : 'not tracked'} by git`),
    ...NEEDED.filter((name) => !names.includes(name)).map((name) => `${name}: missing, a reviewer needs it to rebuild`),
  ];
  if (problems.length) {
    failed = true;
    console.error(`${zip}:\n  ${problems.join('\n  ')}`);
  } else {
    console.log(`${zip}: ${names.length} files, all tracked by git, none ignored, nothing a rebuild needs missing.`);
  }
}
process.exit(failed ? 1 : 0);
