import type { FillReport, FillReportField } from './fill-report';
import { LOCATED_OPTION } from '../page-contract/drawn-lists';
import { commentText, jsString } from './js-string';

/** "Copy as a test": the fill as test code, with the library or with Playwright alone. */
export interface TestSnippets {
  understudy: string;
  playwright: string;
}

/**
 * Both flavours of a fill's test code.
 * @example testSnippets(report).playwright // "await page.getByLabel('Email', { exact: true }).fill('ada@example.com');"
 */
export function testSnippets(report: FillReport): TestSnippets {
  return { understudy: understudySnippet(report), playwright: playwrightSnippet(report) };
}

/**
 * The library's call that fills the page again with this fill's seed,
 * locale, day and options: `fillPage`, or `fillForm`/`fillField` given the
 * first field a narrower fill wrote (fillForm fills the form that holds it).
 * @example understudySnippet(report)
 * // "import { fillPage } from 'understudy/playwright';\n\nconst report = await fillPage(page, {\n  seed: 42,\n  locale: 'en',\n  refDate: '2026-11-27',\n});"
 */
export function understudySnippet(report: FillReport): string {
  const roots = new Roots(report);
  const first = report.fields.find((field) => !field.skipped && !field.error) ?? report.fields[0];
  let call = 'fillPage';
  let target = 'page';
  if (report.scope && first) {
    call = report.scope === 'form' ? 'fillForm' : 'fillField';
    target = `${roots.frameOf(first)}.locator(${jsString(css(first.selector))})`;
  }
  const options = [`seed: ${report.seed},`, `locale: ${jsString(report.locale)},`];
  // Dates count from the fill's day: without it, a test run on another day makes other dates.
  if (report.refDate) options.push(`refDate: ${jsString(report.refDate)},`);
  if (report.onlyEmpty) options.push('onlyEmpty: true,');
  if (report.fillHidden) options.push('hidden: true,');
  if (report.edgeCases) options.push(`edgeCases: ${jsString(report.edgeCases)},`);
  // A rule's value comes from the user's settings: without them the library makes its own.
  if (report.fields.some((field) => field.signal === 'rule'))
    options.push(
      "// Your rules decided some fields: pass the options page's Export to fill them the same way.",
      "// settings: './understudy-settings.json',",
    );
  return [
    `import { ${call} } from 'understudy/playwright';`,
    '',
    ...roots.declarations(),
    `const report = await ${call}(${target}, {`,
    ...options.map((line) => `  ${line}`),
    '});',
  ].join('\n');
}

/**
 * One Playwright line per field the fill wrote, needing no dependency: the
 * body of a test given `page`. Fields left alone or failed are left out; a
 * value the report does not hold (a password) is a comment.
 * @example playwrightSnippet(report)
 * // "// Understudy seed 42, locale en\nawait page.getByLabel('Email', { exact: true }).fill('ada@example.com');"
 */
export function playwrightSnippet(report: FillReport): string {
  const roots = new Roots(report);
  const lines: string[] = [];
  for (const field of report.fields) {
    if (field.skipped || field.error) continue;
    const root = roots.rootOf(field);
    const name = commentText(field.label || field.selector);
    if (field.value === undefined) lines.push(`// ${name}: the report does not hold its value.`);
    // Playwright acts only on what a user could: a field the page hides cannot be typed into.
    else if (field.hidden) lines.push(`// ${name}: hidden, which Playwright does not fill.`);
    // A widget's list is drawn where its library puts it, often at the end of the body: found from the document.
    else if (field.via) lines.push(...pickLines(locator(root, field, report), roots.frameOf(field), field));
    else lines.push(`await ${locator(root, field, report)}.${action(field)};`);
  }
  const heading = [`// Understudy seed ${report.seed}, locale ${commentText(report.locale)}`];
  if (report.truncated)
    heading.push(
      `// Only the first ${report.truncated.kept} of ${report.truncated.of} fields: the report kept no more.`,
    );
  return [...heading, ...roots.declarations(), ...lines].join('\n');
}

/**
 * A widget's pick as the fill made it: its words typed and the option that
 * holds them clicked, or the list opened with Arrow Down (the WAI-ARIA
 * combobox's key), or a click on a list button, and each option clicked by
 * its text (once a list that searches late shows the search's options); a date typed and the
 * field left with Tab, or, picked in a calendar, a comment that says so; a
 * date's segments each typed into in turn.
 * @example pickLines("page.getByLabel('Size', { exact: true })", 'page', { value: 'M', via: 'combobox', ... })
 * // ["await page.getByLabel('Size', { exact: true }).press('ArrowDown');",
 * //  "await page.locator('[role=option], .ant-select-item-option, [data-selectable]').getByText('M', { exact: true }).click();"]
 */
function pickLines(field: string, root: string, entry: FillReportField): string[] {
  const value = entry.value ?? '';
  if (entry.via === 'segments')
    // Each segment of the group, in page order, takes its digits (`path`).
    return (entry.path ?? []).map(
      (digits, segment) =>
        `await ${field}.getByRole('spinbutton').nth(${segment}).pressSequentially(${jsString(digits)});`,
    );
  if (entry.via === 'calendar')
    // A date picker reads a typed date as the field is left; one that takes no typing is clicked through its calendar.
    return entry.typed
      ? [`await ${field}.fill(${jsString(value)});`, `await ${field}.press('Tab');`]
      : [`// ${commentText(entry.label || entry.selector)}: ${commentText(value)}, picked in its calendar.`];
  // A cascader: its list opened, then each column's choice clicked in turn, each opening the next column (a list
  // opened on an earlier choice shows that path's columns already).
  if (entry.path)
    return [
      `await ${field}.press('ArrowDown');`,
      ...entry.path.map(
        (name, column) =>
          `await ${root}.locator('[role=menu]').nth(${column}).locator('[role^=menuitem]').getByText(${jsString(name)}, { exact: true }).click();`,
      ),
    ];
  const options = entry.selected ?? [value];
  // An option by its text, among the list's: a select a library hid holds native options of the same names, and
  // a library may add words to an option's accessible name ("Press to select", Choices.js's). A library's item with
  // no role (Tom Select's "Add …") is found as the fill found it (drawn-lists.ts).
  const option = (name: string, exact: boolean) =>
    `${root}.locator(${jsString(LOCATED_OPTION)}).getByText(${jsString(name)}${exact ? ', { exact: true }' : ''})`;
  const click = (name: string) => `await ${option(name, true)}.click();`;
  // A list of several choices may stay open for them all, and closes with Escape.
  const close = entry.selected ? ["await page.keyboard.press('Escape');"] : [];
  const more = (names: string[]) => names.flatMap((name) => [`await ${field}.press('ArrowDown');`, click(name)]);
  // A free-text combobox keeps what is typed once it is left, as the fill left it.
  if (entry.freeText) return [`await ${field}.fill(${jsString(value)});`, `await ${field}.press('Tab');`];
  // A list open before the typing and searched late (Tom Select's) shows its old options for a moment: the test
  // focuses the widget first, as the fill found it, then waits for an option the search hides to go. A click
  // before the search would be followed by it, and the search opens the list again.
  const hides = entry.searchHides;
  if (entry.typed)
    return [
      ...(hides === undefined ? [] : [`await ${field}.focus();`]),
      `await ${field}.fill(${jsString(options[0]!)});`,
      ...(hides === undefined
        ? []
        : [
            `await ${root}.locator(${jsString(LOCATED_OPTION)}).filter({ visible: true }).getByText(${jsString(hides)}, { exact: true }).first().waitFor({ state: 'detached' });`,
          ]),
      `await ${option(options[0]!, false)}.first().click();`,
      // A list that takes several may keep the words as its search after the pick (Tom Select's): cleared, as the
      // fill clears them, so that it offers the other options again.
      ...(options.length > 1 ? [`await ${field}.fill('');`] : []),
      ...more(options.slice(1)),
      ...close,
    ];
  // A list button opens on a click, as a person opens it (it may take no focus for a key: Choices.js's multiple).
  if (entry.via === 'listbox') return [`await ${field}.click();`, ...options.map(click), ...close];
  return [...more(options), ...close];
}

/** The Playwright action that writes the field's value as the fill did. */
function action(field: FillReportField): string {
  const value = field.value ?? '';
  switch (field.control) {
    case 'checkbox':
      return value === 'checked' ? 'check()' : 'uncheck()';
    case 'radio':
      return 'check()';
    case 'select': {
      // By value: a bare string would also match another option's text.
      const values = (field.selected ?? [value]).map((option) => `{ value: ${jsString(option)} }`);
      return `selectOption(${values.length === 1 ? values[0] : `[${values.join(', ')}]`})`;
    }
    default:
      return `fill(${jsString(value)})`;
  }
}

/** The field's locator from `root` (the page, a frame or a form), the best its report entry allows. */
function locator(root: string, field: FillReportField, report: FillReport): string {
  // A field fill saw one field: its label was unique among one, which says nothing of the page.
  const locate = report.scope === 'field' ? undefined : field.locate;
  if (locate === 'label') return `${root}.getByLabel(${jsString(field.label)}, { exact: true })`;
  if (locate && 'role' in locate)
    return `${root}.getByRole(${jsString(locate.role)}, { name: ${jsString(locate.name)}, exact: true })`;
  if (locate && 'testId' in locate) return `${root}.getByTestId(${jsString(locate.testId)})`;
  return `${root}.locator(${jsString(css(field.selector))})`;
}

/**
 * The report's selector as Playwright's CSS: its engine goes into open
 * shadow roots by itself, where the report writes ` >>> ` at each host.
 * @example css('my-form >>> #email') // 'my-form #email'
 */
function css(selector: string): string {
  return selector.split(' >>> ').join(' ');
}

/**
 * The form that holds `field`: a form fill's locators look within it, as its
 * labels were told apart there. Found up from the field, since a `has` locator
 * is matched within the form and the report's selector may start at `html`.
 */
function formLocator(root: string, field: FillReportField): string {
  return `${root}.locator(${jsString(css(field.selector))}).locator('xpath=ancestor::form[1]')`;
}

/**
 * The variables a snippet's locators start from: `page`, a frame per frame
 * address, and for a form fill the form in each. A frame is found by its
 * address, the one thing the report has of it (`frameLocator` would need its
 * element's selector), compared as a string: `page.frame({ url })` reads a
 * string as a glob. Each variable is declared the first time it is used.
 */
class Roots {
  private readonly frames = new Map<string, string>();
  private readonly forms = new Map<string, string>();
  private readonly lines: string[] = [];

  constructor(private readonly report: FillReport) {}

  /** The page or frame variable for the field's document. */
  frameOf(field: FillReportField): string {
    const url = field.frameUrl;
    if (url === undefined || url === this.report.url) return 'page';
    let name = this.frames.get(url);
    if (!name) {
      name = `frame${this.frames.size + 1}`;
      this.frames.set(url, name);
      this.lines.push(
        `const ${name} = page.frames().find((frame) => frame.url() === ${jsString(url)});`,
        `if (!${name}) throw new Error(${jsString(`No frame at ${url}`)});`,
      );
    }
    return name;
  }

  /** Where the field's locator starts: its document, or the form a form fill covered in it. */
  rootOf(field: FillReportField): string {
    const frame = this.frameOf(field);
    if (this.report.scope !== 'form') return frame;
    let name = this.forms.get(frame);
    if (!name) {
      name = this.forms.size ? `form${this.forms.size + 1}` : 'form';
      this.forms.set(frame, name);
      this.lines.push(`const ${name} = ${formLocator(frame, field)};`);
    }
    return name;
  }

  /** Every declaration so far, in order, then nothing more: read them once the locators are written. */
  declarations(): string[] {
    return this.lines.splice(0);
  }
}
