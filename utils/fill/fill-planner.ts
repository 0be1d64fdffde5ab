import { pushTo } from '../collections/push-to';
import type { FieldDescription } from '../fields/field-description';
import type { FieldKind } from '../fields/field-kinds';
import type { Classification } from '../classify/classification';
import { generateValue } from '../values/generate-value';
import { dateOfText, dateText } from '../values/date-part-values';
import { utcDay } from '../values/date-formats';
import type { GenerateContext } from '../values/generators';
import { REPEATED_KINDS } from '../values/repeated-fields';
import { offersChoices } from '../fields/field-fit';
import { valueVariants } from '../values/value-variants';
import { PAGE_STEPS, Unfillable, WorkBudget } from '../values/work-budget';
import { chooseOption, chooseOptionTexts, matchOption } from './choose-option';
import { KEPT_TYPED, planningError } from './fill-report';
import type { FillPlan, PlanOptions } from './fill-plan';
import type { FillWrite } from '../page-contract/fill-write';
import { firstMatch, type CompiledRule } from '../rules/rule-match';
import { fitRuleText, ruleChecks, ruleText } from '../rules/rule-value';
import { edgeListFlavour, rulesForFill } from '../rules/edge-lists';
import type { Rule } from '../rules/rule-schema';
import { GENERATORS } from '../values/generators';
import { isPassword, RepeatedValues, sharesValue } from './repeated-values';
import { EdgeCasePlanner, edgeReport, insertedEdgeCase } from './edge-case-planner';
import type { EdgeChoice } from '../values/edge-cases/choose-edge-case';
import { skipReason } from './field-skip';
import { FieldLocators, writeFacts } from './field-locator';

type Entry = FillPlan['entries'][number];

/** Kinds whose made-up text names no option of a list (lorem, a word picked at random): a widget of that kind is picked by seed alone. */
const WORDLESS = /^(lorem\.|helpers\.|word\.)/;

/** The persona's place, widest first: a cascader's columns go in this order. */
const PLACE_KINDS: FieldKind[] = ['location.country', 'location.state', 'location.city'];

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
  /** Each form's last date planned, by form: the next one follows it. */
  private readonly formDays = new Map<number, Date>();
  /** One budget for the whole fill, in steps, so a page of many costly fields still ends soon. */
  private readonly budget = new WorkBudget(PAGE_STEPS);
  /** A rule's value for a repeated kind (an email, a password): the confirm field after it repeats it, and its edge case. */
  private readonly ruleRepeats = new Map<FieldKind, { text: string; edge?: ReturnType<typeof edgeReport> }>();
  /** The rules this fill tries: its mode's (rulesForFill). */
  private readonly rules: readonly CompiledRule[];
  /** Only in a fill with edge cases. */
  private readonly edge: EdgeCasePlanner | undefined;
  /** With "only empty", the kinds asked twice of which the user typed one field. */
  private readonly typedPeer = new Set<FieldKind>();
  private readonly peerLists = new Map<FieldKind, FieldDescription[]>();
  /** Each filled field's locator for a test, among all the fields this fill saw. */
  private readonly locators: FieldLocators;
  private byIndex: Map<number, FieldDescription> | undefined;

  constructor(
    private readonly fields: FieldDescription[],
    private readonly classifications: Classification[],
    private readonly options: PlanOptions,
  ) {
    this.edge = options.edgeCases && new EdgeCasePlanner(options.edgeCases, options.faker);
    this.locators = new FieldLocators(fields);
    this.rules = rulesForFill(options.rules ?? [], options.edgeCases?.flavour);
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
    const rule = this.ruleFor(field, classification);
    // In an edge-case fill, a list marked as edge cases; where the field takes none of its items, it is planned as if no rule had matched.
    if (rule && this.edge && edgeListFlavour(rule.rule)) {
      if (this.planEdgeList(field, rule.rule, classification, base)) return;
    } else if (rule) return this.planRule(field, rule, classification, base);
    if (classification.skip !== undefined)
      return this.skipped({ ...base, kind: 'none', signal: classification.signal }, classification.skip);
    const entry = { ...base, kind: classification.kind, signal: classification.signal };
    try {
      this.planValue(field, classification.kind, entry);
    } catch (error) {
      this.plan.entries.push(
        error instanceof Unfillable ? { ...entry, skipped: error.reason } : { ...entry, error: planningError(error) },
      );
    }
  }

  private planValue(field: FieldDescription, kind: FieldKind, entry: Entry): void {
    const { faker, onlyEmpty } = this.options;
    if (field.type === 'radio') return this.planRadio(field, kind, entry);
    const skip = this.skip(field, onlyEmpty);
    // A typed password is named as kept, and, like every value a field already holds, never copied into the report.
    if (skip)
      return this.skipped(entry, onlyEmpty && isPassword(kind, field) && field.value !== '' ? KEPT_TYPED : skip);
    if (field.widget === 'calendar' || field.widget === 'segments') return this.planDate(field, kind, entry);
    if (field.widget) return this.planPick(field, kind, entry);
    if (field.type === 'checkbox') {
      const edge = this.edge?.checkbox(field);
      const checked = edge ? edge.value === 'checked' : field.required || faker.datatype.boolean();
      this.put(
        { index: field.index, checked },
        { ...entry, value: checked ? 'checked' : 'unchecked', ...(edge && edgeReport(edge)) },
      );
    } else if (field.type === 'select-one' || field.type === 'select-multiple') {
      const edge = field.type === 'select-one' ? this.edge?.choice(kind, field) : undefined;
      const selected = edge ? [edge.value] : chooseOption(field, faker, this.preferred(kind, field));
      if (!selected.length) return this.skipped(entry, 'no option to choose');
      this.put(
        { index: field.index, selected },
        { ...entry, value: selected.join(', '), ...(edge && edgeReport(edge)) },
      );
    } else if (this.options.edgeCase !== undefined) {
      const inserted = insertedEdgeCase(this.options.edgeCase, field, faker, this.options.yourRules);
      if ('skipped' in inserted) return this.skipped(entry, inserted.skipped);
      this.put(
        { index: field.index, value: inserted.value },
        { ...entry, value: inserted.value, ...edgeReport(inserted) },
      );
    } else {
      const ruled = this.ruleRepeats.get(kind);
      if (ruled !== undefined && REPEATED_KINDS.has(kind))
        return this.planText(field, ruled.text, { ...entry, ...ruled.edge });
      // What the user typed into a field asked twice is repeated as before (RepeatedValues), not replaced by a case.
      const edge = this.typedPeer.has(kind)
        ? undefined
        : this.edge?.typed(kind, field, REPEATED_KINDS.has(kind) ? this.peers(kind) : undefined);
      if (edge)
        return this.put(
          { index: field.index, value: edge.value },
          { ...entry, value: edge.value, ...edgeReport(edge) },
        );
      const made = REPEATED_KINDS.has(kind)
        ? this.repeated.valueFor(kind, field)
        : { value: generateValue(kind, this.context(field)) };
      if ('skipped' in made) return this.skipped(entry, made.skipped);
      this.noteDay(field, kind, made.value);
      this.put({ index: field.index, value: made.value }, { ...entry, value: made.value });
    }
  }

  /**
   * A library widget's pick (pick-option.ts): the words that name the
   * persona's option (its country, its state, its company), which the page
   * types and matches; the seed picks among what it shows where nothing
   * matches; 1–3 options where the widget takes several. The report's value
   * is what the component takes, once it has.
   */
  private planPick(field: FieldDescription, kind: FieldKind, entry: Entry): void {
    const { faker } = this.options;
    // A select a library hid offers its options: the persona's is chosen as a native select's, and picked by its text.
    const chosen = field.options?.length ? chooseOptionTexts(field, faker, this.preferred(kind, field)) : [];
    const variants = chosen.length ? chosen : this.pickWords(field, kind);
    const pick = [...new Set(variants.filter((word) => word.trim() !== ''))];
    const seed = faker.number.int({ min: 0, max: 2 ** 31 - 1 });
    const many = faker.number.int({ min: 1, max: 3 });
    this.put({ index: field.index, pick, seed, many }, { ...entry, value: pick[0] ?? '' });
  }

  /**
   * A date picker's date (date-pickers.ts), or a date of segments'
   * (type-segments.ts): the persona's birth date where the field asks for
   * it, else a date soon, whatever the words around it said; as the text to
   * type (in the placeholder's format) and as ISO for its calendar or segments.
   */
  private planDate(field: FieldDescription, kind: FieldKind, entry: Entry): void {
    const dateKind = kind === 'date.birthdate' ? kind : 'date.anytime';
    const iso = generateValue(dateKind, this.context({ ...field, type: 'date' }));
    this.noteDay(field, dateKind, iso);
    const text = dateText(utcDay(iso), field.placeholder) ?? iso;
    this.put({ index: field.index, pick: [text, iso], seed: 0, many: 1 }, { ...entry, kind: dateKind, value: text });
  }

  /**
   * The words that name the persona's option in a widget's list; none for a
   * kind whose text names no option. A place's are followed by the rest of
   * the persona's place, country first, so a cascader of places (country,
   * state, city) walks the persona's in each of its columns.
   */
  private pickWords(field: FieldDescription, kind: FieldKind): string[] {
    if (WORDLESS.test(kind)) return [];
    const variants = this.preferred(kind, field);
    const own = variants.length ? variants : [generateValue(kind, this.context(field))];
    if (!PLACE_KINDS.includes(kind)) return own;
    return [...own, ...PLACE_KINDS.flatMap((place) => (place === kind ? [] : this.preferred(place, field)))];
  }

  /** The user's first rule of this fill's mode that matches the field; none for a trap for bots, nor when the user chose the kind (Insert ▸). */
  private ruleFor(field: FieldDescription, classification: Classification): CompiledRule | undefined {
    const { rules } = this;
    if (!rules.length || field.trap || this.options.kind) return undefined;
    // The rules whose texts were matched ahead, before the mode was known, are narrowed as the fill's rules were.
    const texted = this.options.ruleTexts?.(field);
    return firstMatch(
      rules,
      field,
      classification.kind,
      this.options.selectorHits?.(field),
      texted && rulesForFill(texted, this.options.edgeCases?.flavour),
    );
  }

  /** A field an edge-case list decides, when it takes one of its items as written; false leaves the field to be planned as usual. */
  private planEdgeList(
    field: FieldDescription,
    rule: Rule,
    { kind }: Classification,
    base: Omit<Entry, 'kind' | 'signal'>,
  ): boolean {
    const entry: Entry = { ...base, kind: kind ?? 'none', signal: 'rule', rule: rule.name };
    if (field.type === 'radio') {
      if (this.plannedGroups.has(field.group ?? field.name)) return true;
      const { skip, labelled } = this.radioGroup(field);
      const item = skip ? undefined : this.edge!.listed(rule, field, { options: labelled });
      if (item) this.planRadio(field, entry.kind as FieldKind, entry, undefined, item);
      return item !== undefined;
    }
    const repeats = kind && REPEATED_KINDS.has(kind) && !offersChoices(field) ? kind : undefined;
    // A checkbox takes no item as written; a field left as it is, or whose twin the user typed, is planned (and reported) as usual.
    if (
      field.type === 'checkbox' ||
      this.skip(field, this.options.onlyEmpty) ||
      (repeats && this.typedPeer.has(repeats))
    )
      return false;
    // A confirm field repeats what the first took, as it does a rule's text.
    const earlier = repeats && this.ruleRepeats.get(repeats);
    if (earlier) {
      this.planText(field, earlier.text, { ...entry, ...earlier.edge });
      return true;
    }
    const choice = this.edge!.listed(rule, field, { peers: repeats && this.peers(repeats) });
    if (!choice) return false;
    const edge = edgeReport(choice);
    if (repeats) this.ruleRepeats.set(repeats, { text: choice.value, edge });
    this.put(
      offersChoices(field)
        ? { index: field.index, selected: [choice.value] }
        : { index: field.index, value: choice.value },
      { ...entry, value: choice.value, ...edge },
    );
    return true;
  }

  /** A field a rule decides: its kind planned as usual, "leave empty" skipped, or the rule's text written as the field can take it. */
  private planRule(
    field: FieldDescription,
    compiled: CompiledRule,
    classification: Classification,
    base: Omit<Entry, 'kind' | 'signal'>,
  ): void {
    const { value, name } = compiled.rule;
    const entry: Entry = {
      ...base,
      kind: value.type === 'kind' ? value.kind : (classification.kind ?? 'none'),
      signal: 'rule',
      rule: name,
    };
    if (value.type === 'empty') return this.skipped(entry, 'your rule');
    try {
      if (value.type === 'kind') return this.planValue(field, value.kind, entry);
      // A confirm field matches the same rule: it repeats the value made for the first, not a new one.
      const repeats =
        classification.kind && REPEATED_KINDS.has(classification.kind) && !offersChoices(field)
          ? classification.kind
          : undefined;
      const text =
        (repeats && this.ruleRepeats.get(repeats)?.text) ??
        ruleText(compiled, {
          faker: this.options.faker,
          seed: this.options.seed ?? 0,
          budget: this.budget,
          kindValue: (kind) => GENERATORS[kind](this.context(field)),
        }) ??
        '';
      const skip = field.type === 'radio' ? undefined : this.skip(field, this.options.onlyEmpty);
      if (skip)
        return this.skipped(
          entry,
          this.options.onlyEmpty && isPassword(classification.kind, field) && field.value !== '' ? KEPT_TYPED : skip,
        );
      if (field.type === 'radio') return this.planRadio(field, entry.kind as FieldKind, entry, [text]);
      if (field.type === 'checkbox') {
        const checked = ruleChecks(text);
        return this.put({ index: field.index, checked }, { ...entry, value: checked ? 'checked' : 'unchecked' });
      }
      if (field.type === 'select-one' || field.type === 'select-multiple') {
        const option = matchOption(
          (field.options ?? []).filter((choice) => !choice.disabled),
          [text],
        );
        if (!option) return this.skipped(entry, 'your rule’s value is not one of its options');
        return this.put({ index: field.index, selected: [option.value] }, { ...entry, value: option.value });
      }
      if (repeats) this.ruleRepeats.set(repeats, { text });
      this.planText(field, text, entry);
    } catch (error) {
      this.plan.entries.push(
        error instanceof Unfillable ? { ...entry, skipped: error.reason } : { ...entry, error: planningError(error) },
      );
    }
  }

  /** A text the user gave (a rule's): written as it is when the field takes it, else fitted, and the report says so. */
  private planText(field: FieldDescription, text: string, entry: Entry): void {
    const made = fitRuleText(text, field, this.options.faker, new WorkBudget(undefined, this.budget));
    if ('skipped' in made) return this.skipped(entry, made.skipped);
    this.put({ index: field.index, value: made.value }, { ...entry, ...made });
  }

  /** A radio group is planned, and reported, once: at its first radio. `item`: an edge-case list's, which names the radio. */
  private planRadio(
    field: FieldDescription,
    kind: FieldKind,
    entry: Entry,
    preferred?: string[],
    item?: EdgeChoice,
  ): void {
    const key = field.group ?? field.name;
    if (this.plannedGroups.has(key)) return;
    this.plannedGroups.add(key);
    const { skip, choices, labelled } = this.radioGroup(field);
    if (skip) return this.skipped(entry, skip);
    // A rule's value, or its list's item, goes before a library case.
    const edge = item ?? (preferred ? undefined : this.edge?.choice(kind, field, labelled));
    const edgeRadio = edge && labelled.find((choice) => choice.value === edge.value)?.radio;
    const chosen =
      edgeRadio ??
      matchOption(labelled, preferred ?? this.preferred(kind, field))?.radio ??
      this.options.faker.helpers.arrayElement(choices);
    this.put(
      { index: chosen.index, checked: true },
      {
        ...entry,
        index: chosen.index,
        selector: chosen.selector,
        label: chosen.label || field.label,
        value: chosen.value,
        ...(edge && edgeRadio && edgeReport(edge)),
      },
    );
  }

  /** A radio's group: the radios a fill may choose, labelled, and why the group is left as it is, if it is. */
  private radioGroup(field: FieldDescription) {
    const group = this.radioGroups.get(field.group ?? field.name) ?? [field];
    const choices = group.filter((radio) => this.skip(radio, false) === undefined);
    const skip =
      choices.length === 0
        ? this.skip(field, false)
        : this.options.onlyEmpty && group.some((r) => r.checked)
          ? 'already chosen'
          : undefined;
    return { skip, choices, labelled: choices.map((radio) => ({ radio, value: radio.value, text: radio.label })) };
  }

  /** The fields that share one value of a kind asked twice (RepeatedValues' peers), for its edge case. */
  private peers(kind: FieldKind): FieldDescription[] {
    let peers = this.peerLists.get(kind);
    if (!peers) {
      peers = this.fields.filter(
        (other, i) =>
          this.classifications[i]?.kind === kind && sharesValue(kind, other) && this.skip(other, false) === undefined,
      );
      this.peerLists.set(kind, peers);
    }
    return peers;
  }

  private context(field: FieldDescription): GenerateContext {
    const { faker, persona, pageLanguage } = this.options;
    return { faker, persona, field, pageLanguage, budget: this.budget, after: this.formDays.get(field.formIndex) };
  }

  /** The day a form's date holds, which its next date follows (GenerateContext.after). */
  private noteDay(field: FieldDescription, kind: FieldKind, value: string): void {
    if (kind !== 'date.anytime') return;
    const iso = dateOfText(value, field.placeholder);
    if (iso) this.formDays.set(field.formIndex, utcDay(iso));
  }

  /** Words that pick a select's option or a radio: not for a generic list, where a random word would pick at random anyway. */
  private preferred(kind: FieldKind, field: FieldDescription): string[] {
    return kind === 'helpers.arrayElement' ? [] : valueVariants(kind, this.context(field));
  }

  private skip(field: FieldDescription, onlyEmpty: boolean): string | undefined {
    return skipReason(field, onlyEmpty, this.options.fillHidden);
  }

  /** A field's value: what to write, and its report entry, with what a test needs to write it the same way. */
  private put(write: FillWrite, entry: Entry): void {
    this.plan.writes.push(write);
    const field = (this.byIndex ??= new Map(this.fields.map((described) => [described.index, described]))).get(
      write.index,
    );
    this.plan.entries.push(field ? { ...entry, ...writeFacts(field, write, this.locators) } : entry);
  }

  private skipped(entry: Entry, reason: string): void {
    this.plan.entries.push({ ...entry, skipped: reason });
  }
}
