// Prints the size of every script and page of the built extensions, raw and gzipped,
// so a dependency's cost can be read before and after: `npm run bench:size`.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../../.output/', import.meta.url).pathname;
const builds = process.argv.slice(2).length ? process.argv.slice(2) : ['chrome-mv3', 'firefox-mv3'];

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (/\.(js|html|css)$/.test(entry.name)) yield path;
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1).padStart(8);
for (const build of builds) {
  const dir = join(root, build);
  if (!existsSync(dir)) {
    console.error(`No build in ${dir}: run npm run build:all first.`);
    process.exitCode = 1;
    continue;
  }
  let raw = 0;
  let gzip = 0;
  console.log(`\n${build}${' '.repeat(Math.max(1, 44 - build.length))}    raw kB  gzip kB`);
  for (const path of [...files(dir)].sort()) {
    const bytes = readFileSync(path);
    const zipped = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzip += zipped;
    // Hashed chunk names change with every build: print the name without the hash.
    const name = relative(dir, path).replace(/-[\w-]{8}\.(js|css)$/, '.$1');
    console.log(`  ${name.padEnd(44)}${kB(bytes.length)} ${kB(zipped)}`);
  }
  console.log(`  ${'total'.padEnd(44)}${kB(raw)} ${kB(gzip)}`);
}
