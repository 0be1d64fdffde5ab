import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The lint's import-x/no-cycle follows only imports that stay at run time; a cycle through
 * `import type` passes it, yet still ties two modules into one. This test reads every import,
 * types included, with TypeScript's own resolution (the @/ alias too), module by module and
 * folder by folder under utils/.
 */
const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../../..');

type Graph = Map<string, Set<string>>;

/** The groups of nodes that reach each other (Tarjan's strongly connected components), each sorted; one node alone is no cycle. */
function cycles(graph: Graph): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

function importGraph(): Graph {
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined };
  const config = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, 'tsconfig.json'), {}, host)!;
  const graph: Graph = new Map();
  for (const file of config.fileNames) {
    const from = relative(ROOT, file);
    if (!/^(utils|components|entrypoints)\//.test(from)) continue;
    const imports = new Set<string>();
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
      if (target && !target.isExternalLibraryImport) imports.add(relative(ROOT, target.resolvedFileName));
    }
    graph.set(from, imports);
  }
  return graph;
}

/** utils/ folders as nodes: `utils/fill` imports `utils/rules` when one of its modules does. */
function folderGraph(graph: Graph): Graph {
  const folder = (file: string) => file.split('/').slice(0, 2).join('/');
  const folders: Graph = new Map();
  for (const [file, imports] of graph) {
    if (!file.startsWith('utils/')) continue;
    const own = folders.get(folder(file)) ?? new Set();
    for (const target of imports)
      if (target.startsWith('utils/') && folder(target) !== folder(file)) own.add(folder(target));
    folders.set(folder(file), own);
  }
  return folders;
}

describe('import cycles, type imports included', () => {
  it('finds a cycle when there is one', () => {
    const graph: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a', 'd'])],
      ['d', new Set()],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  const graph = importGraph();

  it('reads the imports of every module', () => {
    expect(graph.get('utils/classify/classify-field.ts')).toContain('utils/classify/classification.ts');
  });

  it('has no module that imports itself back through others', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no utils/ folder that imports itself back through others', () => {
    expect(cycles(folderGraph(graph))).toEqual([]);
  });
});
