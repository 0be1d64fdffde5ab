import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import { offersChoices } from '../fields/field-fit';
import { INPUT_TYPE_KINDS } from '../fields/input-type-kinds';
import { combinedField } from '../values/repeated-fields';
import { Unfillable } from '../values/work-budget';
import { KEPT_PASSWORD } from './fill-report';

/** A repeated kind's value for one field, or why the field stays as it is. */
export type RepeatedValue = { value: string } | { skipped: string };

export interface RepeatedValueOptions {
  /** Each field's kind, by position (undefined: not filled). */
  kinds: Array<FieldKind | undefined>;
  onlyEmpty: boolean;
  /** Whether a field could be filled at all, whatever it holds. */
  usable: (field: FieldDescription) => boolean;
  generate: (kind: FieldKind, field: FieldDescription) => string;
}

/**
 * The values of kinds a form asks for twice ("Repeat email", "Confirm
 * password"): one value for every field of the kind, fitted to all of them.
 * With "Fill empty fields only", what the user typed is repeated instead, but
 * only into fields of the same frame, so it never reaches another frame or
 * site; a typed password is never repeated at all, and its partner stays empty.
 * @example values.valueFor('internet.email', confirmEmail) // { value: 'typed@example.com' } beside a typed email
 * @example values.valueFor('internet.password', confirm)  // { skipped: 'kept: the password you typed is not copied' }
 */
export class RepeatedValues {
  private readonly made = new Map<FieldKind, RepeatedValue>();
  private readonly peers = new Map<FieldKind, FieldDescription[]>();

  constructor(
    private readonly fields: FieldDescription[],
    private readonly options: RepeatedValueOptions,
  ) {}

  valueFor(kind: FieldKind, field: FieldDescription): RepeatedValue {
    // A box whose type has a format of its own (an "Email" autocomplete on a date box) gets a value of that format instead.
    if (!sharesValue(kind, field)) return attempt(() => this.options.generate(kind, field));
    const peers = this.peersOf(kind);
    if (this.options.onlyEmpty) {
      const frame = frameOf(field);
      const typed = peers.find((peer) => peer.value !== '' && frameOf(peer) === frame);
      if (typed)
        return isPassword(kind, typed) || isPassword(kind, field) ? { skipped: KEPT_PASSWORD } : { value: typed.value };
    }
    let made = this.made.get(kind);
    if (!made) {
      made = attempt(() => this.options.generate(kind, combinedField(peers.length ? peers : [field])));
      this.made.set(kind, made);
    }
    // A field whose own constraints cannot be met must not keep its peers empty: they get their own values.
    return 'value' in made || peers.length < 2 ? made : attempt(() => this.options.generate(kind, field));
  }

  private peersOf(kind: FieldKind): FieldDescription[] {
    let peers = this.peers.get(kind);
    if (!peers) {
      peers = this.fields.filter(
        (other, i) => this.options.kinds[i] === kind && sharesValue(kind, other) && this.options.usable(other),
      );
      this.peers.set(kind, peers);
    }
    return peers;
  }
}

/** The value, or the reason a field cannot be given one within bounds. */
function attempt(make: () => string): RepeatedValue {
  try {
    return { value: make() };
  } catch (error) {
    if (error instanceof Unfillable) return { skipped: error.reason };
    throw error;
  }
}

/** Whether a field takes the kind's one value: typed text, in a box whose type has no format of another kind. */
export function sharesValue(kind: FieldKind, field: FieldDescription): boolean {
  const typeKind = INPUT_TYPE_KINDS[field.type];
  return !offersChoices(field) && !(typeKind?.format && typeKind.kind !== kind);
}

/** A password, by its kind or by its box (a "show password" toggle makes the box a text one). */
export function isPassword(kind: FieldKind | undefined, field: FieldDescription): boolean {
  return kind === 'internet.password' || field.type === 'password';
}

/**
 * The frame a field is in: its document's address and the frame's place
 * among those merged, which mergeFrames (frames.ts) writes into formIndex
 * (`position × 10,000 + form`, or `-1 - position` outside any form).
 * @example frameOf({ frameUrl: 'https://a.test/', formIndex: 10_003 }) // 'https://a.test/ 1'
 */
function frameOf(field: FieldDescription): string {
  const position = field.formIndex >= 0 ? Math.floor(field.formIndex / 10_000) : -1 - field.formIndex;
  return `${field.frameUrl} ${position}`;
}
