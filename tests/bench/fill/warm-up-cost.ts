/**
 * What a cold classifier costs: classifies the benchmark's 3,000-field page in a
 * fresh process, then again, and the same after warmUpClassifier. Node's V8
 * stands in for the service worker's.
 *
 *   node tests/bench/fill/warm-up.mjs
 */
import { Window } from 'happy-dom';
import { classifyFields } from '../../../utils/classify/classify-fields';
import { warmUpClassifier } from '../../../utils/classify/warm-up-classifier';
import { collectControls, describeField } from '../../../utils/page/describe-field';
import { PageIndex } from '../../../utils/page/page-index';
import { bigPage } from './generate-page';

export function main(mode: string): void {
  const window = new Window();
  (globalThis as { CSS?: unknown }).CSS ??= window.CSS;
  const html = bigPage(100);
  window.document.body.innerHTML = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)![1]!;
  const document = window.document as unknown as Document;
  const index = new PageIndex(document);
  const fields = collectControls(document).map((element, at) => describeField(element, at, index));
  const time = (label: string, run: () => void) => {
    const start = performance.now();
    run();
    console.log(`${label}: ${(performance.now() - start).toFixed(1)} ms`);
  };
  if (mode === 'warm-up') time('warm-up', warmUpClassifier);
  time(`first classify of ${fields.length} fields`, () => classifyFields(fields));
  time('second classify', () => classifyFields(fields));
}
