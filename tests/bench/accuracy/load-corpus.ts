import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The corpora this benchmark knows, by folder name. */
export const CORPORA = ['firefox-ai', 'formasaurus'] as const;
export type CorpusName = (typeof CORPORA)[number];

/** One row of a corpus's labels.jsonl (only the fields the benchmark reads). */
export interface LabelRow {
  /** Relative to the corpus folder (firefox-ai/ or formasaurus/). */
  file: string;
  tag: string;
  type: string;
  name: string;
  id: string;
  autocomplete: string;
  rawLabel: string;
  expected: string[];
  /** An `html > tag:nth-of-type(n) > …` path. */
  selector: string;
}

/** The project root: three folders up from this file. */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** `$UNDERSTUDY_CORPUS`, else `../shared/corpus` next to the project root. */
export function corpusRoot(env: NodeJS.ProcessEnv = process.env): string {
  return env.UNDERSTUDY_CORPUS ? resolve(env.UNDERSTUDY_CORPUS) : resolve(PROJECT_ROOT, '../shared/corpus');
}

export function corpusExists(root: string, corpus: CorpusName): boolean {
  return existsSync(join(root, corpus, 'labels.jsonl'));
}

export function readLabels(root: string, corpus: CorpusName): LabelRow[] {
  return readFileSync(join(root, corpus, 'labels.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LabelRow);
}

/** Rows grouped by page, pages in first-seen order, rows in file order. */
export function groupByFile(rows: readonly LabelRow[]): Map<string, LabelRow[]> {
  const pages = new Map<string, LabelRow[]>();
  for (const row of rows) {
    const page = pages.get(row.file);
    if (page) page.push(row);
    else pages.set(row.file, [row]);
  }
  return pages;
}

/** The keys of mapping/categories.json (empty when the file is missing). */
export function readCorpusCategories(root: string): string[] {
  const path = join(root, 'mapping', 'categories.json');
  if (!existsSync(path)) return [];
  const json = JSON.parse(readFileSync(path, 'utf8')) as { categories?: Record<string, unknown> };
  return Object.keys(json.categories ?? {});
}

/**
 * A saved page's text. Most pages were re-saved as UTF-8 whatever their meta
 * says; the few that are not are decoded with their declared charset, else
 * windows-1252.
 */
export function readPage(root: string, corpus: CorpusName, file: string): string {
  const bytes = readFileSync(join(root, corpus, file));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const head = bytes.subarray(0, 4096).toString('latin1');
    const declared = /<meta[^>]+charset=["']?\s*([\w:.-]+)/i.exec(head)?.[1];
    for (const label of [declared, 'windows-1252']) {
      if (!label) continue;
      try {
        return new TextDecoder(label).decode(bytes);
      } catch {
        // Unknown label: try the next.
      }
    }
    return bytes.toString('latin1');
  }
}
