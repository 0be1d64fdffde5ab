import { pushTo } from '../collections/push-to';
import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import type { Classification } from '../classify/classify-field';
import { generateValue } from '../values/generate-value';
import type { GenerateContext } from '../values/generators';
import { REPEATED_KINDS } from '../values/repeated-fields';
import { offersChoices } from '../fields/field-fit';
import { valueVariants } from '../values/value-variants';
import { PAGE_STEPS, Unfillable, WorkBudget } from '../values/work-budget';
import { chooseOption, matchOption } from './choose-option';
import { KEPT_TYPED, planningError } from './fill-report';
import type { FillPlan, PlanOptions } from './plan-fill';
import { isPassword, RepeatedValues, sharesValue } from './repeated-values';
import { EdgeCasePlanner, edgeReport, insertedEdgeCase } from './edge-case-planner';

type Entry = FillPlan['entries'][number];

/**
 * Plans one field at a time into `plan`, in page order, given every field's
 * classification: planFill runs it in one go, planFillInSlices a slice at a
 * time. A field whose value cannot be made fails alone, with its reason.
 * @example const planner = new FillPlanner(fields, classifications, options); fields.forEach((_, i) => planner.planField(i)); planner.plan
 */
export class FillPlanner {
  readonly plan: FillPlan = { writes: [], entries: [] };
  private readonly radioGroups = new Map<string, FieldDescription[]>();
  private readonly plannedGroups = new Set<string>();
  private readonly repeated: RepeatedValues;
  /** One budget for the whole fill, in steps, so a page of many costly fields still ends soon. */
  private readonly budget = new WorkBudget(PAGE_STEPS);
  /** Only in a fill with edge cases. */
  private readonly edge: EdgeCasePlanner | undefined;
  /** With "only empty", the kinds asked twice of which the user typed one field. */
  private readonly typedPeer = new Set<FieldKind>();
  private readonly peerLists = new Map<FieldKind, FieldDescription[]>();

  constructor(
    private readonly fields: FieldDescription[],
    private readonly classifications: Classification[],
    private readonly options: PlanOptions,
  ) {
    this.edge = options.edgeCases && new EdgeCasePlanner(options.edgeCases, options.faker);
    if (this.edge && options.onlyEmpty) {
      fields.forEach((field, position) => {
        const kind = classifications[position]?.kind;
        if (kind && REPEATED_KINDS.has(kind) && field.value !== '' && !offersChoices(field)) this.typedPeer.add(kind);
      });
    }
    for (const field of fields) if (field.type === 'radio') pushTo(this.radioGroups, field.group ?? field.name, field);
    this.repeated = new RepeatedValues(fields, {
      kinds: classifications.map((classification) => classification.kind),
      onlyEmpty: options.onlyEmpty,
      usable: (field) => this.skip(field, false) === undefined,
      generate: (kind, field) => generateValue(kind, this.context(field)),
    });
  }

  planField(position: number): void {
    const field = this.fields[position]!;
    const base = { index: field.index, frameUrl: field.frameUrl, selector: field.selector, label: field.label };
    const classification = this.classifications[position]!;
    if (classification.skip !== undefined) {
      this.plan.entries.push({ ...base, kind: 'none', signal: classification.signal, skipped: classification.skip });
      return;
    }
    const entry = { ...base, kind: classification.kind, signal: classification.signal };
    try {
      this.planValue(field, classification.kind, entry);
    } catch (error) {
      this.plan.entries.push(error instanceof Unfillable ? { ...entry, skipped: error.reason } : { ...entry, error: planningError(error) });
    }
  }

  private planValue(field: FieldDescription, kind: FieldKind, entry: Entry): void {
    const { faker, onlyEmpty } = this.options;
    if (field.type === 'radio') return this.planRadio(field, kind, entry);
    const skip = this.skip(field, onlyEmpty);
    if (skip) {
      // A typed password is named as kept, and, like every value a field already holds, never copied into the report.
      this.plan.entries.push({ ...entry, skipped: onlyEmpty && isPassword(kind, field) && field.value !== '' ? KEPT_TYPED : skip });
      return;
    }
    if (field.type === 'checkbox') {
      const edge = this.edge?.checkbox(field);
      const checked = edge ? edge.value === 'checked' : field.required || faker.datatype.boolean();
      this.plan.writes.push({ index: field.index, checked });
      this.plan.entries.push({ ...entry, value: checked ? 'checked' : 'unchecked', ...(edge && edgeReport(edge)) });
    } else if (field.type === 'select-one' || field.type === 'select-multiple') {
      const edge = field.type === 'select-one' ? this.edge?.choice(kind, field) : undefined;
      const selected = edge ? [edge.value] : chooseOption(field, faker, this.preferred(kind, field));
      if (!selected.length) {
        this.plan.entries.push({ ...entry, skipped: 'no option to choose' });
        return;
      }
      this.plan.writes.push({ index: field.index, selected });
      this.plan.entries.push({ ...entry, value: selected.join(', '), ...(edge && edgeReport(edge)) });
    } else if (this.options.edgeCase !== undefined) {
      const inserted = insertedEdgeCase(this.options.edgeCase, field, faker);
      if ('skipped' in inserted) {
        this.plan.entries.push({ ...entry, skipped: inserted.skipped });
        return;
      }
      this.plan.writes.push({ index: field.index, value: inserted.value });
      this.plan.entries.push({ ...entry, value: inserted.value, ...edgeReport(inserted) });
    } else {
      // What the user typed into a field asked twice is repeated as before (RepeatedValues), not replaced by a case.
      const edge = this.typedPeer.has(kind) ? undefined : this.edge?.typed(kind, field, REPEATED_KINDS.has(kind) ? this.peers(kind) : undefined);
      if (edge) {
        this.plan.writes.push({ index: field.index, value: edge.value });
        this.plan.entries.push({ ...entry, value: edge.value, ...edgeReport(edge) });
        return;
      }
      const made = REPEATED_KINDS.has(kind) ? this.repeated.valueFor(kind, field) : { value: generateValue(kind, this.context(field)) };
      if ('skipped' in made) {
        this.plan.entries.push({ ...entry, skipped: made.skipped });
        return;
      }
      this.plan.writes.push({ index: field.index, value: made.value });
      this.plan.entries.push({ ...entry, value: made.value });
    }
  }

  /** A radio group is planned, and reported, once: at its first radio. */
  private planRadio(field: FieldDescription, kind: FieldKind, entry: Entry): void {
    const key = field.group ?? field.name;
    if (this.plannedGroups.has(key)) return;
    this.plannedGroups.add(key);
    const group = this.radioGroups.get(key) ?? [field];
    const choices = group.filter((radio) => this.skip(radio, false) === undefined);
    const skip = choices.length === 0 ? this.skip(field, false) : this.options.onlyEmpty && group.some((r) => r.checked) ? 'already chosen' : undefined;
    if (skip) {
      this.plan.entries.push({ ...entry, skipped: skip });
      return;
    }
    const labelled = choices.map((radio) => ({ radio, value: radio.value, text: radio.label }));
    const edge = this.edge?.choice(kind, field, labelled);
    const edgeRadio = edge && labelled.find((choice) => choice.value === edge.value)?.radio;
    const chosen = edgeRadio ?? matchOption(labelled, this.preferred(kind, field))?.radio ?? this.options.faker.helpers.arrayElement(choices);
    this.plan.writes.push({ index: chosen.index, checked: true });
    this.plan.entries.push({ ...entry, index: chosen.index, selector: chosen.selector, label: chosen.label || field.label, value: chosen.value, ...(edge && edgeRadio && edgeReport(edge)) });
  }

  /** The fields that share one value of a kind asked twice (RepeatedValues' peers), for its edge case. */
  private peers(kind: FieldKind): FieldDescription[] {
    let peers = this.peerLists.get(kind);
    if (!peers) {
      peers = this.fields.filter((other, i) => this.classifications[i]?.kind === kind && sharesValue(kind, other) && this.skip(other, false) === undefined);
      this.peerLists.set(kind, peers);
    }
    return peers;
  }

  private context(field: FieldDescription): GenerateContext {
    const { faker, persona, pageLanguage } = this.options;
    return { faker, persona, field, pageLanguage, budget: this.budget };
  }

  /** Words that pick a select's option or a radio: not for a generic list, where a random word would pick at random anyway. */
  private preferred(kind: FieldKind, field: FieldDescription): string[] {
    return kind === 'helpers.arrayElement' ? [] : valueVariants(kind, this.context(field));
  }

  /** Why a field must be left as it is, if it must. */
  private skip(field: FieldDescription, onlyEmpty: boolean): string | undefined {
    if (field.disabled) return 'disabled';
    if (field.readOnly) return 'read-only';
    if (field.offScreen) return 'off-screen, where only bots fill';
    if (field.hidden && !this.options.fillHidden) return 'hidden';
    // Like a hidden step, an inert one ("Fill hidden fields too" fills both): no one can use it now.
    if (field.inert && !this.options.fillHidden) return 'inert: the page blocks it for now';
    const hasValue = field.type === 'checkbox' ? field.checked : field.value !== '';
    if (onlyEmpty && hasValue) return 'already has a value';
    return undefined;
  }
}
