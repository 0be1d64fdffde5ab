import type { FieldDescription } from '../fields/field-description';
import type { RefreshResult } from '../page-contract/page-filler-api';
import { packPart } from '../page-contract/collect-transfer';
import { describeField, editableText } from './describe-field';
import { describedShape } from './field-shape';
import { currentValue, type FillableElement } from './fillable-element';
import type { PageIndex } from './page-index';
import { uniqueSelector } from './unique-selector';
import { shownPartOf } from './widget-twin';

/**
 * One collect's fields, described in parts on a long page so the worker
 * classifies a part while the page describes the next (docs/performance.md,
 * "Collecting in parts"), with what each field held when it was described.
 */
export class FieldParts {
  /** Each described field's value, and its checked state where it has one, as described: what `changedValues` compares. */
  private readonly values: string[] = [];
  private readonly checks: Array<boolean | undefined> = [];
  /** Each described field's kind of control (`tag:type`): the write checks the element still is one. */
  readonly shapes: string[] = [];
  /** How many of `elements` are described. */
  private described = 0;
  /** The next part, packed, once described and until the worker takes it. */
  private next?: string;
  /** The fields' unique selectors worked out so far, in order. */
  private readonly selectors: string[] = [];

  constructor(
    readonly elements: FillableElement[],
    /** Page lookups, kept for the later parts and the selectors. */
    readonly page: PageIndex,
    /** Names this collect (CollectResult.token). */
    readonly token: string,
  ) {}

  /** Whether every field is described. */
  get complete(): boolean {
    return this.described >= this.elements.length;
  }

  /** The first part: all the fields of a short page, half of a long one's. */
  first(): FieldDescription[] {
    const count = this.elements.length;
    return this.describe(0, count > SPLIT_ABOVE ? partSize(count) : count);
  }

  /** The next part, packed like a collect's result; described once, ahead (`workAhead`) or now. */
  takeNext(): string {
    const next = this.packedNext();
    this.next = undefined;
    return next;
  }

  /**
   * The page's work between the worker's requests: the next part while
   * parts are left, then the selectors a slice at a time. True while
   * selectors are left: the caller queues another task for them, so a
   * request that comes meanwhile (the click's refresh) waits for one slice
   * at most, not for all of them (docs/performance.md, "Selectors in slices").
   */
  workAhead(): boolean {
    if (this.described < this.elements.length) {
      this.packedNext();
      return false;
    }
    const until = performance.now() + SELECTOR_SLICE_MS;
    while (this.selectors.length < this.elements.length && performance.now() < until)
      this.addSelectors(SELECTORS_BETWEEN_CLOCKS);
    return this.selectors.length < this.elements.length;
  }

  /**
   * Every field's selector, worked out once. A field the page removed
   * since has none that finds it; it gets what can be said of it.
   */
  selectorsOf(): string[] {
    this.addSelectors(this.elements.length);
    return this.selectors;
  }

  private addSelectors(count: number): void {
    const end = Math.min(this.elements.length, this.selectors.length + count);
    for (let index = this.selectors.length; index < end; index++) {
      try {
        this.selectors.push(uniqueSelector(shownPartOf(this.elements[index]!), this.page));
      } catch {
        this.selectors.push('');
      }
    }
  }

  /** `[index, value, checked]` of each field that no longer holds what its description says. */
  changedValues(): RefreshResult['changed'] {
    const changed: RefreshResult['changed'] = [];
    this.elements.forEach((element, index) => {
      const value = currentValue(element, editableText);
      const checkable = this.checks[index] !== undefined;
      const checked = checkable && (element as HTMLInputElement).checked;
      if (value !== this.values[index] || (checkable && checked !== this.checks[index]))
        changed.push([index, value, checked]);
    });
    return changed;
  }

  private packedNext(): string {
    if (this.next === undefined) {
      const start = performance.now();
      const left = this.elements.length - this.described;
      const fields = this.describe(this.described, this.described + partSize(left));
      this.next = packPart(
        { fields, rest: left - fields.length, durationMs: performance.now() - start },
        this.page.url,
      );
    }
    return this.next;
  }

  private describe(from: number, to: number): FieldDescription[] {
    const fields: FieldDescription[] = [];
    for (let index = from; index < to; index++) {
      const field = describeField(this.elements[index]!, index, this.page, false);
      this.values[index] = field.value;
      this.checks[index] = field.type === 'checkbox' || field.type === 'radio' ? field.checked : undefined;
      this.shapes[index] = describedShape(field);
      fields.push(field);
    }
    this.described = to;
    return fields;
  }
}

/** How long one task of selectors worked out ahead may run, and how many it makes between looks at the clock. */
const SELECTOR_SLICE_MS = 8;
const SELECTORS_BETWEEN_CLOCKS = 64;

/** Pages with more fields than this are described in parts. */
const SPLIT_ABOVE = 1_000;
/** No part is smaller than this, unless fewer are left: each costs a round trip. */
const SMALLEST_PART = 250;

/**
 * How many of the `left` fields the next part describes: half, so the parts
 * shrink, and all of them once that would leave a part below the smallest.
 * @example partSize(3_100) // 1_550 (then 775, 388 and the last 387)
 */
export function partSize(left: number): number {
  return left < 2 * SMALLEST_PART ? left : Math.ceil(left / 2);
}
