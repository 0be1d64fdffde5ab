import type { FieldDescription } from '../fields/field-description';
import type { FillWrite } from '../page-contract/fill-write';
import type { FieldLocator, FillReportField } from './fill-report';

/** Roles a page may give a control that Playwright's `getByRole` takes; any other is not trusted to find it. */
const CONTROL_ROLES = new Set([
  'checkbox',
  'combobox',
  'listbox',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'textbox',
]);

/** Input types whose role is not `textbox` (Playwright's roleUtils, after HTML-AAM). */
const INPUT_ROLES: Record<string, string> = {
  checkbox: 'checkbox',
  radio: 'radio',
  number: 'spinbutton',
  range: 'slider',
  search: 'searchbox',
};

/** Input types whose placeholder names them when nothing else does (HTML-AAM). */
const PLACEHOLDER_NAMES = new Set(['text', 'password', 'search', 'tel', 'email', 'url', 'textarea']);

/**
 * The ARIA role `getByRole` finds the control by: the page's own, else the
 * element's implicit one. None for a contenteditable region (a `generic` element).
 * @example fieldRole(blankField({ type: 'number' })) // 'spinbutton'
 */
export function fieldRole(field: FieldDescription): string | undefined {
  // A date of segments is the group that holds them.
  if (field.widget === 'segments') return 'group';
  if (field.role) {
    const role = field.role.trim().split(/\s+/)[0]!;
    return CONTROL_ROLES.has(role) ? role : undefined;
  }
  if (field.tag === 'editable') return undefined;
  // A list button without a role of its own is the button it is.
  if (field.tag === 'widget') return 'button';
  if (field.tag === 'select') return field.type === 'select-multiple' ? 'listbox' : 'combobox';
  if (field.tag === 'textarea') return 'textbox';
  // An input with a list of suggestions is a combobox, whatever its text type.
  if (field.suggestions && ['text', 'search', 'email', 'tel', 'url'].includes(field.type)) return 'combobox';
  return INPUT_ROLES[field.type] ?? 'textbox';
}

/**
 * The control's accessible name as far as its description tells it: its
 * label, or for a text box with none, its placeholder. Empty when unknown.
 * @example accessibleName(blankField({ placeholder: 'Search…' })) // 'Search…'
 */
export function accessibleName(field: FieldDescription): string {
  if (field.label) return field.labelFinds === 'none' || field.labelFinds === 'label' ? '' : field.label;
  return PLACEHOLDER_NAMES.has(field.type) ? field.placeholder.trim().replace(/\s+/g, ' ') : '';
}

/**
 * Chooses each filled field's locator among the fields the fill saw: a label,
 * a role and name, or a test id counts only when no other field of its frame
 * shares it, since a Playwright action on a locator that matches two fails.
 * @example new FieldLocators(fields).locate(fields[0]) // 'label'
 */
export class FieldLocators {
  private counts: Map<string, number> | undefined;

  constructor(private readonly fields: readonly FieldDescription[]) {}

  locate(field: FieldDescription): FieldLocator | undefined {
    const counts = (this.counts ??= this.count());
    const role = fieldRole(field);
    const name = accessibleName(field);
    const byRole = role && name && counts.get(roleKey(field, role, name)) === 1 ? { role, name } : undefined;
    // A widget's label often names its list box too (Tom Select's): its role and name find the widget alone.
    if (field.widget && byRole) return byRole;
    const byLabel = !field.labelFinds || field.labelFinds === 'label';
    if (field.label && byLabel && counts.get(labelKey(field)) === 1) return 'label';
    if (byRole) return byRole;
    if (field.testId && counts.get(testIdKey(field)) === 1) return { testId: field.testId };
    return undefined;
  }

  private count(): Map<string, number> {
    const counts = new Map<string, number>();
    const add = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const field of this.fields) {
      if (field.label) add(labelKey(field));
      const role = fieldRole(field);
      const name = accessibleName(field);
      if (role && name) add(roleKey(field, role, name));
      if (field.testId) add(testIdKey(field));
    }
    return counts;
  }
}

const labelKey = (field: FieldDescription) => `label\n${field.frameUrl}\n${field.label}`;
const roleKey = (field: FieldDescription, role: string, name: string) => `role\n${field.frameUrl}\n${role}\n${name}`;
const testIdKey = (field: FieldDescription) => `testid\n${field.frameUrl}\n${field.testId}`;

/**
 * A widget's report facts once its component took the options picked
 * (pick-option.ts): their texts as the value, each one where there are
 * several or its list takes several, whether the option was found by
 * typing the value, and a cascader's choice in each column.
 * @example pickedFacts(['Red', 'Blue']) // { value: 'Red, Blue', selected: ['Red', 'Blue'], via: 'combobox' }
 */
export function pickedFacts(
  picked: string[],
  { typed = false, via = 'combobox', several = false, path, searchHides, freeText = false }: PickedHow = {},
): Pick<FillReportField, 'value' | 'selected' | 'via' | 'typed' | 'searchHides' | 'freeText' | 'path'> {
  return {
    value: picked.join(', '),
    ...(picked.length > 1 || several ? { selected: picked } : {}),
    via,
    ...(typed ? { typed: true as const } : {}),
    ...(typed && searchHides !== undefined ? { searchHides } : {}),
    ...(freeText ? { freeText: true as const } : {}),
    ...(path ? { path } : {}),
  };
}

/** How a widget's options were picked, as its frame's write answered (WriteResult). */
interface PickedHow {
  typed?: boolean;
  searchHides?: string;
  freeText?: boolean;
  via?: FillReportField['via'];
  several?: boolean;
  path?: string[];
}

/**
 * What a test needs to write a field as the fill did, beside its report
 * entry's value, each part only when it says something: the control when it
 * is set otherwise than by typing, every option a list took when it took
 * several (the entry's value joins them), the locator, and that it is hidden.
 * @example writeFacts(country, { index: 3, selected: ['DE'] }, locators) // { control: 'select', locate: 'label' }
 */
export function writeFacts(
  field: FieldDescription,
  write: FillWrite,
  locators: FieldLocators,
): Pick<FillReportField, 'control' | 'selected' | 'locate' | 'hidden'> {
  const facts: Pick<FillReportField, 'control' | 'selected' | 'locate' | 'hidden'> = {};
  if ('selected' in write) {
    facts.control = 'select';
    if (write.selected.length > 1) facts.selected = write.selected;
  } else if ('checked' in write) facts.control = field.type === 'radio' ? 'radio' : 'checkbox';
  const locate = locators.locate(field);
  if (locate) facts.locate = locate;
  if (field.hidden) facts.hidden = true;
  return facts;
}
