import type { BrowserContext, Page } from '@playwright/test';
import { consoleTrouble } from './support/console-trouble';
import {
  clickToolbarButton,
  expect,
  liveServiceWorker,
  openPopupOn,
  PopupPage,
  readReport,
  runNewTask,
  test,
} from './support/extension-test';
import type { FillReport } from '../../utils/fill/fill-report';
import { playwrightSnippet } from '../../utils/fill/test-snippet';
import * as LISTS from '../fixtures/widgets/options';
import { REGIONS } from '../fixtures/widgets/regions';

/**
 * Component-library widgets on fixture pages built from the pinned libraries (tests/fixtures/widgets),
 * filled from the popup. Each widget must end as a person would leave it: its component holds a valid
 * option (read from its own change handler's mirror, #state), the report names what it took, its list is
 * closed. Widgets the engine does not fill yet keep the same checks in tests named "pending: …", so a run
 * reports them apart; when one passes, its widget moves into the page's first test.
 */

interface Widget {
  /** The label a person reads, as the report names the field. */
  label: string;
  /** Where the component's change handler keeps its value in #state. */
  key: string;
  /** The component's options, value → label; absent for a date. */
  options?: Record<string, string>;
  /** Picks one to three options; the report's value lists their labels. */
  multi?: true;
  /**
   * A creatable select, and the options it offers: it holds the persona's value, which is none of them, and the
   * report's value, not the words of a "Create …" option.
   */
  creatable?: string[];
  /** A date picker: holds a date (YYYY-MM-DD), the same day as the report's value. */
  date?: true;
  /** The field kind the persona's value comes from, where it must be one (a country). */
  kind?: string;
  /** Matches the widget while its list or calendar is open. */
  open: string;
  /** Its parts and its hidden native twin (CSS): the widget is one field, and none of them is a report entry of its own. */
  parts?: string;
  /** A select drawn as a button (or a role=combobox element) that opens a list box: the report says `listbox`. */
  listButton?: true;
  /** Written as an input: the date input a library reads beside its segments (widget-twin.ts); the report says no `via`. */
  native?: true;
  /** A date picker's input, its date typed or picked in its calendar (date-pickers.ts): the report says `calendar`. */
  calendar?: true;
  /** A date of spin-button segments alone, each typed into (type-segments.ts): the report says `segments`. */
  segments?: true;
  /** A cascader's options, column by column: it holds one path from the first column to a leaf. */
  cascade?: readonly Cascade[];
}

interface Cascade {
  value: string;
  label: string;
  children?: readonly Cascade[];
}

/** The labels along `values` in a cascader's options; undefined when the path is not one of them, or stops short of a leaf. */
function cascadeLabels(tree: readonly Cascade[], values: readonly unknown[]): string[] | undefined {
  const [first, ...rest] = values;
  const node = tree.find((option) => option.value === first);
  if (!node) return undefined;
  if (!node.children) return rest.length ? undefined : [node.label];
  const below = cascadeLabels(node.children, rest);
  return below && [node.label, ...below];
}

const byLabel = (labels: readonly string[], value = (label: string) => label.toLowerCase().replace(/ /g, '-')) =>
  Object.fromEntries(labels.map((label) => [value(label), label]));
const same = (label: string) => label;

// The fixtures' own option lists (tests/fixtures/widgets/options.ts), by the value each component reports.
const COUNTRIES = byLabel(LISTS.COUNTRIES);
const COLOURS = byLabel(LISTS.COLOURS);
const PLAN_LABELS = LISTS.PLANS;
const PLANS = byLabel(PLAN_LABELS, same);
const CITIES = byLabel(LISTS.CITIES, same);

/** What the page's components hold, from their own change handlers (tests/fixtures/widgets), not from the DOM. */
async function componentState(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('#state').textContent()) ?? '{}') as Record<string, unknown>;
}

interface Filled {
  page: Page;
  state: Record<string, unknown>;
  report: FillReport;
  /** The console from the popup's click on: a page's own notices as it loads (Lit's dev mode) are not the fill's. */
  trouble: string[];
  /** The popup, in a window of its own, that filled the page. */
  popup: PopupPage;
  tabId: number;
}

/** Opens the fixture page, waits until `ready` shows its widgets drawn, fills it from the popup. */
async function fillWidgets(
  { context, extensionId, origin, welcomePage }: FillFixtures,
  name: string,
  ready: string,
): Promise<Filled> {
  const page = await context.newPage();
  await page.goto(`${origin}/pages/${name}`);
  await expect(page.locator('#state')).toHaveText('{}');
  await expect(page.locator(ready).first()).toBeVisible();
  const trouble = consoleTrouble(page);
  const tabId = await clickToolbarButton(context, extensionId, page);
  // A window of its own, as the real popup: the page stays visible and draws its frames (a tab behind the popup's
  // runs none, and a component that waits for one holds its state back until the page shows again).
  const popup = await PopupPage.openInWindow(context, extensionId, tabId, await liveServiceWorker(context));
  await runNewTask(popup.fillButton, welcomePage, tabId);
  const report = await readReport(welcomePage, tabId);
  return { page, state: await componentState(page), report, trouble, popup, tabId };
}

interface FillFixtures {
  context: BrowserContext;
  extensionId: string;
  origin: string;
  welcomePage: Page;
}

/** The months' names, as a library's long dates write them ("December 31, 2026"). */
const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);

/** The day a report's date stands for, as YYYY-MM-DD: ISO, month/day/year, or "December 31, 2026" (Mantine's). */
function isoDay(text: string | undefined): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  if (iso) return iso.slice(1).join('-');
  const long = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text ?? '');
  const month = long ? MONTHS.indexOf(long[1]!) + 1 : 0;
  if (long && month) return `${long[3]}-${String(month).padStart(2, '0')}-${long[2]!.padStart(2, '0')}`;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text ?? '');
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : undefined;
}

/** Every check one widget must meet after a fill; soft, so a run names each widget's every miss. */
async function expectPicked({ page, state, report }: Filled, widget: Widget): Promise<void> {
  const held = state[widget.key];
  const entry = report.fields.find((field) => field.label === widget.label);
  const about = `${widget.label} (${JSON.stringify(held)})`;
  expect.soft(entry, `${about}: a report entry`).toBeDefined();
  const via = widget.native
    ? undefined
    : widget.calendar
      ? 'calendar'
      : widget.segments
        ? 'segments'
        : widget.listButton
          ? 'listbox'
          : 'combobox';
  expect.soft(entry?.via, `${about}: written as ${via ? `a ${via}` : 'an input'}`).toBe(via);
  expect.soft(entry?.skipped, `${about}: not skipped`).toBeUndefined();
  expect.soft(entry?.error, `${about}: no error`).toBeUndefined();
  if (widget.kind) expect.soft(entry?.kind, `${about}: the persona's value`).toBe(widget.kind);
  if (widget.date) {
    expect.soft(held, `${about}: the component holds a date`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect.soft(isoDay(entry?.value), `${about}: the report's date is the component's`).toBe(held);
  } else if (widget.multi) {
    const values = Array.isArray(held) ? (held as string[]) : [];
    expect.soft(values.length, `${about}: one to three options`).toBeGreaterThanOrEqual(1);
    expect.soft(values.length, `${about}: one to three options`).toBeLessThanOrEqual(3);
    for (const value of values) expect.soft(Object.keys(widget.options!), `${about}: valid options`).toContain(value);
    // A multi-select's value is a set: the component keeps it in its own order, the report in the order picked.
    const labels = values.map((value) => widget.options![value]).sort();
    expect
      .soft(
        (entry?.selected ?? (entry?.value ? [entry.value] : [])).slice().sort(),
        `${about}: the report lists what the component holds`,
      )
      .toEqual(labels);
  } else if (widget.cascade) {
    const labels = Array.isArray(held) ? cascadeLabels(widget.cascade, held) : undefined;
    expect.soft(labels, `${about}: a path of its options, from the first column to a leaf`).toBeDefined();
    expect.soft(entry?.path, `${about}: the report names each column's choice`).toEqual(labels);
    expect.soft(entry?.value, `${about}: the report's value is the path`).toBe(labels?.join(' / '));
  } else if (widget.creatable) {
    expect.soft(held, `${about}: the component holds a value`).toEqual(expect.any(String));
    expect.soft(String(held), `${about}: not a "Create" option's words`).not.toMatch(/^(Create|Add|$)/);
    expect.soft(widget.creatable, `${about}: the persona's value, not an option offered`).not.toContain(held);
    expect.soft(entry?.value, `${about}: the report's value is the component's`).toBe(held);
  } else {
    expect.soft(Object.keys(widget.options!), `${about}: a valid option`).toContain(held);
    expect.soft(entry?.value, `${about}: the report's value is the component's`).toBe(widget.options![held as string]);
  }
  await expect.soft(page.locator(widget.open), `${about}: its list is closed`).toHaveCount(0);
  if (widget.parts) {
    // The widget's own entry may stand on its twin: a select a library hid is that one field (widget-twin.ts).
    const selectors = report.fields.filter((field) => field !== entry).map((field) => field.selector);
    const entered = await page.evaluate(
      ([parts, selectors]) => {
        const inside = new Set(document.querySelectorAll(parts));
        const resolves = (selector: string) => {
          try {
            return document.querySelector(selector);
          } catch {
            return null; // A selector into a shadow root (">>>") is not a CSS one, and no part of these widgets is there.
          }
        };
        return selectors.filter((selector) => inside.has(resolves(selector)!));
      },
      [widget.parts, selectors] as const,
    );
    expect.soft(entered, `${about}: its parts and native twin are not fields of their own`).toEqual([]);
  }
}

/** What a fill must leave true on the whole page, whatever it could fill: no submit, a quiet console. */
async function expectPageKept({ page, trouble }: Filled): Promise<void> {
  await expect.soft(page.locator('#submits'), 'no submit').toHaveText('0');
  expect.soft(trouble, 'a quiet console').toEqual([]);
}

interface FixturePage {
  /** The libraries and widgets, as the tests' names say them. */
  title: string;
  file: string;
  /** Shows once the page's widgets are drawn. */
  ready: string;
  /** The page's widgets; STILL_PENDING says which the engine does not fill yet. */
  filled: Widget[];
  /** More of the page's widgets, the same as `filled` (STILL_PENDING decides which test checks each). */
  pending: Widget[];
}

const PAGES: FixturePage[] = [
  {
    title: 'MUI Autocomplete (single, multiple), Select and X DatePicker',
    file: 'mui-widgets.html',
    ready: '#plan',
    filled: [
      {
        label: 'Country',
        key: 'country',
        options: COUNTRIES,
        kind: 'location.country',
        open: '#country[aria-expanded=true]',
      },
      {
        label: 'Favourite colours',
        key: 'colours',
        options: COLOURS,
        multi: true,
        open: '#colours[aria-expanded=true]',
      },
    ],
    pending: [
      {
        label: 'Plan',
        key: 'plan',
        options: PLANS,
        open: '#plan[aria-expanded=true]',
        parts: '.MuiSelect-nativeInput',
        listButton: true,
      },
      {
        label: 'Start date',
        key: 'startDate',
        date: true,
        segments: true,
        open: '.MuiPickerPopper-root',
        parts: '[role=spinbutton], input[aria-hidden=true]',
      },
    ],
  },
  {
    title: 'React Aria ComboBox, Select, DatePicker and dates of segments alone',
    file: 'aria-widgets.html',
    ready: '[role=spinbutton]',
    filled: [{ label: 'City', key: 'city', options: CITIES, open: 'input[role=combobox][aria-expanded=true]' }],
    pending: [
      {
        label: 'Plan',
        key: 'plan',
        options: PLANS,
        open: 'button[aria-haspopup=listbox][aria-expanded=true]',
        parts: 'select[name=plan]',
        listButton: true,
      },
      {
        label: 'Birth date',
        key: 'birthDate',
        date: true,
        native: true,
        open: 'button[aria-haspopup=dialog][aria-expanded=true]',
        parts: '[role=spinbutton], input[name=birthDate]',
      },
      {
        label: 'Start date',
        key: 'startDate',
        date: true,
        segments: true,
        kind: 'date.anytime',
        open: 'button[aria-haspopup=dialog][aria-expanded=true]',
        parts: '[role=spinbutton]',
      },
      {
        label: 'Date of birth',
        key: 'dateOfBirth',
        date: true,
        segments: true,
        kind: 'date.birthdate',
        open: 'button[aria-haspopup=dialog][aria-expanded=true]',
        parts: '[role=spinbutton]',
      },
    ],
  },
  {
    title: 'Headless UI for Vue Combobox and Listbox',
    file: 'vue-widgets.html',
    ready: 'input[role=combobox]',
    filled: [{ label: 'City', key: 'city', options: CITIES, open: 'input[role=combobox][aria-expanded=true]' }],
    pending: [{ label: 'Plan', key: 'plan', options: PLANS, open: 'button[aria-expanded=true]', listButton: true }],
  },
  {
    title: 'Vuetify v-autocomplete, v-select (single, multiple) and v-combobox',
    file: 'vuetify-widgets.html',
    ready: 'input[role=combobox]',
    filled: [
      {
        label: 'Country',
        key: 'country',
        options: byLabel(LISTS.COUNTRIES, same),
        kind: 'location.country',
        open: 'input[role=combobox][aria-expanded=true]',
      },
      { label: 'Plan', key: 'plan', options: PLANS, open: 'input[role=combobox][aria-expanded=true]' },
      {
        label: 'Favourite colours',
        key: 'colours',
        options: byLabel(LISTS.COLOURS, same),
        multi: true,
        open: 'input[role=combobox][aria-expanded=true]',
      },
      {
        label: 'Company',
        key: 'company',
        creatable: LISTS.COMPANIES,
        open: 'input[role=combobox][aria-expanded=true]',
      },
    ],
    pending: [],
  },
  {
    title: 'Chakra UI Select and Combobox (Ark UI)',
    file: 'chakra-widgets.html',
    ready: 'input[role=combobox]',
    filled: [
      {
        label: 'Plan',
        key: 'plan',
        options: PLANS,
        open: 'button[role=combobox][aria-expanded=true]',
        parts: 'select[name=plan]',
        listButton: true,
      },
      { label: 'City', key: 'city', options: CITIES, open: 'input[role=combobox][aria-expanded=true]' },
    ],
    pending: [],
  },
  {
    title: 'Shoelace sl-select (single, multiple)',
    file: 'shoelace-widgets.html',
    ready: 'sl-select [role=combobox]',
    filled: [],
    pending: [
      { label: 'Plan', key: 'plan', options: byLabel(PLAN_LABELS), open: 'sl-select[name=plan][open]' },
      {
        label: 'T-shirt size',
        key: 'size',
        options: byLabel(['S', 'M', 'L', 'XL']),
        open: 'sl-select[name=size][open]',
      },
      {
        label: 'Favourite colours',
        key: 'colours',
        options: COLOURS,
        multi: true,
        open: 'sl-select[name=colours][open]',
      },
    ],
  },
  {
    title: 'Tom Select (single, multi, create), Choices.js (single, multiple) and flatpickr (typed, calendar only)',
    file: 'vanilla-widgets.html',
    ready: '.choices',
    filled: [],
    pending: [
      {
        label: 'Country',
        key: 'country',
        options: COUNTRIES,
        kind: 'location.country',
        open: '#ts-country-ts-control[aria-expanded=true]',
        parts: '#ts-country',
      },
      {
        label: 'Favourite colours',
        key: 'colours',
        options: COLOURS,
        multi: true,
        open: '#ts-colours-ts-control[aria-expanded=true]',
        parts: '#ts-colours',
      },
      {
        label: 'Company',
        key: 'company',
        creatable: LISTS.COMPANIES,
        open: '#ts-company-ts-control[aria-expanded=true]',
        parts: '#ts-company',
      },
      {
        label: 'City',
        key: 'city',
        options: CITIES,
        open: '.choices.is-open:has(#choices-city)',
        // Its box is a role=combobox element that opens its list, searched in the list, not typed into.
        listButton: true,
        parts: '#choices-city, .choices:has(#choices-city) input',
      },
      {
        label: 'Languages',
        key: 'languages',
        options: { de: 'German', en: 'English', es: 'Spanish', fr: 'French', it: 'Italian' },
        multi: true,
        open: '.choices.is-open:has(#choices-languages)',
        listButton: true,
        parts: '#choices-languages',
      },
      // A calendar's own month <select> and year input are parts of the picker, never fields.
      {
        label: 'Start date',
        key: 'startDate',
        date: true,
        calendar: true,
        open: '.flatpickr-calendar.open',
        parts: '.flatpickr-calendar select, .flatpickr-calendar input',
      },
      {
        label: 'Arrival date',
        key: 'arrivalDate',
        date: true,
        calendar: true,
        open: '.flatpickr-calendar.open',
        parts: '.flatpickr-calendar select, .flatpickr-calendar input',
      },
    ],
  },
  {
    title: 'Angular Material mat-select (single, multiple) and mat-autocomplete',
    file: 'angular-widgets.html',
    ready: 'mat-select',
    filled: [
      {
        label: 'Country',
        key: 'country',
        options: COUNTRIES,
        kind: 'location.country',
        open: '#country[aria-expanded=true]',
        listButton: true,
      },
      {
        label: 'Favourite colours',
        key: 'colours',
        options: COLOURS,
        multi: true,
        open: '#colours[aria-expanded=true]',
        listButton: true,
      },
    ],
    // Its list keeps no free text (requireSelection): only a picked option is a value.
    pending: [{ label: 'City', key: 'city', options: CITIES, open: '#city[aria-expanded=true]' }],
  },
  {
    title: 'Radix UI Select (two)',
    file: 'radix-widgets.html',
    ready: '#plan',
    filled: [
      {
        label: 'Country',
        key: 'country',
        options: COUNTRIES,
        kind: 'location.country',
        open: '#country[aria-expanded=true]',
        parts: 'select[name=country]',
        listButton: true,
      },
      {
        label: 'Plan',
        key: 'plan',
        options: byLabel(PLAN_LABELS),
        open: '#plan[aria-expanded=true]',
        parts: 'select[name=plan]',
        listButton: true,
      },
    ],
    pending: [],
  },
  {
    title: 'Ant Design Cascader and DatePicker',
    file: 'antd-widgets.html',
    ready: '#region',
    filled: [
      { label: 'Region', key: 'region', cascade: REGIONS, open: '#region[aria-expanded=true]' },
      {
        label: 'Start date',
        key: 'startDate',
        date: true,
        calendar: true,
        open: '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden, [class*="-leave"])',
      },
    ],
    pending: [],
  },
  {
    // rc-select's list box holds only the options around the active one; the items a person clicks are drawn
    // beside it with no role (page-contract/drawn-lists.ts).
    title: 'Ant Design Select (searchable, multiple)',
    file: 'antd-select-widgets.html',
    ready: '#colours',
    filled: [
      {
        label: 'Country',
        key: 'country',
        options: COUNTRIES,
        kind: 'location.country',
        open: 'input[role=combobox][aria-expanded=true]',
      },
      {
        label: 'Favourite colours',
        key: 'colours',
        options: COLOURS,
        multi: true,
        open: 'input[role=combobox][aria-expanded=true]',
      },
    ],
    pending: [],
  },
  {
    title: 'Mantine Select (searchable, read-only), MultiSelect, DateInput and DatePickerInput (two)',
    file: 'mantine-widgets.html',
    ready: 'input[data-dates-input]',
    filled: [
      {
        label: 'Country',
        key: 'country',
        options: COUNTRIES,
        kind: 'location.country',
        open: 'input[role=combobox][aria-expanded=true]',
      },
      { label: 'Favourite colours', key: 'colours', options: COLOURS, multi: true, open: 'input[aria-expanded=true]' },
      { label: 'Plan', key: 'plan', options: PLANS, open: 'input[aria-expanded=true]' },
      { label: 'Start date', key: 'startDate', date: true, calendar: true, open: '[data-dates-dropdown]' },
      // Buttons that open a calendar only, moved about by levels (days, months, years).
      { label: 'Delivery date', key: 'deliveryDate', date: true, calendar: true, open: '[data-dates-dropdown]' },
      {
        label: 'Date of birth',
        key: 'birthDate',
        date: true,
        calendar: true,
        kind: 'date.birthdate',
        open: '[data-dates-dropdown]',
      },
    ],
    pending: [],
  },
  {
    title: 'react-datepicker (typed, and with month and year selects)',
    file: 'datepicker-widgets.html',
    ready: '#birthDate',
    filled: [
      { label: 'Check-in date', key: 'checkIn', date: true, calendar: true, open: '.react-datepicker-popper' },
      {
        label: 'Date of birth',
        key: 'birthDate',
        date: true,
        calendar: true,
        kind: 'date.birthdate',
        open: '.react-datepicker-popper',
        parts: '.react-datepicker select',
      },
    ],
    pending: [],
  },
  {
    title: 'Downshift useCombobox and useSelect',
    file: 'downshift-widgets.html',
    ready: '#size-toggle-button',
    filled: [
      { label: 'City', key: 'city', options: CITIES, open: '#city-input[aria-expanded=true]' },
      {
        label: 'T-shirt size',
        key: 'size',
        options: byLabel(['S', 'M', 'L', 'XL'], same),
        open: '#size-toggle-button[aria-expanded=true]',
        listButton: true,
      },
    ],
    pending: [],
  },
  {
    title: 'a German page: react-select Land and Bundesland, MUI Autocomplete Stadt, Select Anrede and X DatePicker',
    file: 'de-widgets.html',
    ready: '#anrede',
    filled: [
      {
        label: 'Land',
        key: 'land',
        options: byLabel(['Belgien', 'Dänemark', 'Deutschland', 'Frankreich', 'Italien', 'Österreich', 'Schweiz']),
        kind: 'location.country',
        open: '#land-input[aria-expanded=true]',
      },
      {
        label: 'Bundesland',
        key: 'bundesland',
        options: byLabel([
          'Baden-Württemberg',
          'Bayern',
          'Berlin',
          'Hamburg',
          'Hessen',
          'Nordrhein-Westfalen',
          'Sachsen',
        ]),
        kind: 'location.state',
        open: '#bundesland-input[aria-expanded=true]',
      },
      {
        label: 'Stadt',
        key: 'stadt',
        options: byLabel(['Berlin', 'Hamburg', 'Köln', 'München', 'Wien', 'Zürich']),
        open: '#stadt[aria-expanded=true]',
      },
    ],
    pending: [
      {
        label: 'Anrede',
        key: 'anrede',
        options: byLabel(['Frau', 'Herr', 'Divers'], same),
        open: '#anrede[aria-expanded=true]',
        parts: '.MuiSelect-nativeInput',
        listButton: true,
      },
      {
        label: 'Geburtsdatum',
        key: 'geburtsdatum',
        date: true,
        segments: true,
        kind: 'date.birthdate',
        open: '.MuiPickerPopper-root',
        parts: '[role=spinbutton], input[aria-hidden=true]',
      },
    ],
  },
];

/**
 * Widgets the engine does not fill yet, as `<page> <label>`: their checks run in the page's "pending:" test,
 * which `npm test` leaves out (playwright.config.ts) and `npm run test:widgets-pending` runs. When one passes,
 * it leaves this list and its page's first test checks it from then on.
 */
const STILL_PENDING = new Set<string>([]);

for (const page of PAGES) {
  const widgets = [...page.filled, ...page.pending];
  const pending = (widget: Widget) => STILL_PENDING.has(`${page.file} ${widget.label}`);
  const fixture = {
    ...page,
    filled: widgets.filter((widget) => !pending(widget)),
    pending: widgets.filter(pending),
  };
  const names = (widgets: Widget[]) => widgets.map((widget) => widget.label).join(', ');
  const filledNames = fixture.filled.length ? `${names(fixture.filled)} filled from their lists, ` : '';
  test(`${fixture.title}: ${filledNames}nothing submitted, the console quiet`, async ({
    context,
    extensionId,
    origin,
    welcomePage,
  }) => {
    const filled = await fillWidgets({ context, extensionId, origin, welcomePage }, fixture.file, fixture.ready);
    for (const widget of fixture.filled) await expectPicked(filled, widget);
    // Each page holds only its widgets: a part or twin of one reported as a field of its own would be one more.
    const labels = (named: Array<{ label: string }>) => named.map(({ label }) => label).sort();
    expect.soft(labels(filled.report.fields), 'one report entry per widget').toEqual(labels(widgets));
    await expectPageKept(filled);
  });
  if (fixture.pending.length === 0) continue;
  test(`pending: ${fixture.title}: ${names(fixture.pending)} filled from their lists`, async ({
    context,
    extensionId,
    origin,
    welcomePage,
  }) => {
    const filled = await fillWidgets({ context, extensionId, origin, welcomePage }, fixture.file, fixture.ready);
    for (const widget of fixture.pending) await expectPicked(filled, widget);
    // With every widget filled, no entry is left that the page did not keep.
    expect.soft(filled.report.failed, 'entries the page did not keep').toBe(0);
  });
}

test('Ant Design Cascader filled again and again, each time right after the last fill: a path from its lists every time', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  // The popup of the last pick is still closing (its leave animation, stopped in a tab behind the popup's) as the
  // next fill opens it again: the component shows the same columns, which are the list all the same.
  const { page, trouble } = await fillWidgets(
    { context, extensionId, origin, welcomePage },
    'antd-widgets.html',
    '#region',
  );
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  for (let fill = 0; fill < 4; fill++) {
    await runNewTask(popup.fillButton, welcomePage, tabId);
    const region = (await readReport(welcomePage, tabId)).fields.find((field) => field.label === 'Region')!;
    const labels = cascadeLabels(REGIONS, (await componentState(page)).region as unknown[]);
    expect(region.error, `fill ${fill + 2}`).toBeUndefined();
    expect(labels, `fill ${fill + 2}: the component holds a path to a leaf`).toBeDefined();
    // A fill that finds the option it wants already held leaves the cascader as it is, and names its whole path too.
    expect(region.path, `fill ${fill + 2}`).toEqual(labels);
    expect(region.value, `fill ${fill + 2}`).toBe(labels!.join(' / '));
  }
  await expect(page.locator('#submits')).toHaveText('0');
  expect(trouble).toEqual([]);
});

// Pages whose components mirror every change of their value into #state, emptied ones too. Angular Material's
// autocomplete mirrors only its picks; Downshift's combobox keeps its choice with its search emptied and shows it
// nowhere, so Undo still counts it restored. Chakra's shows it in its list, where Undo looks.
for (const file of [
  'react-widgets.html',
  'vue-widgets.html',
  'antd-widgets.html',
  'mantine-widgets.html',
  'chakra-widgets.html',
]) {
  test(`Undo on ${file} counts restored only the widgets their components let go of, and says the others kept their choice`, async ({
    context,
    extensionId,
    origin,
    welcomePage,
  }) => {
    const { page, state, popup, tabId } = await fillWidgets(
      { context, extensionId, origin, welcomePage },
      file,
      '#state',
    );
    await runNewTask(popup.page.getByRole('button', { name: 'Undo' }), welcomePage, tabId);
    const undone = await componentState(page);
    const keys = Object.keys(state);
    const kept = keys.filter((key) => JSON.stringify(undone[key]) === JSON.stringify(state[key]));
    const summary = popup.page.getByText(/^Restored \d+ fields?/);
    await expect(summary).toBeVisible();
    const said = /^Restored (\d+) fields?(?:, (\d+) lists? kept)?/.exec((await summary.textContent()) ?? '');
    expect(said, 'the popup says what Undo did').not.toBeNull();
    expect({ restored: Number(said![1]), kept: Number(said![2] ?? 0) }, JSON.stringify({ state, undone })).toEqual({
      restored: keys.length - kept.length,
      kept: kept.length,
    });
  });
}

test('Dates of segments alone: Replay types the same dates into an empty page, Undo clears them with Backspace, and the copied lines type them too', async ({
  context,
  extensionId,
  origin,
  welcomePage,
}) => {
  const address = `${origin}/pages/aria-widgets.html`;
  const filled = await fillWidgets(
    { context, extensionId, origin, welcomePage },
    'aria-widgets.html',
    '[role=spinbutton]',
  );
  const { page, state, report } = filled;
  const dates = (held: Record<string, unknown>) => [held.startDate, held.dateOfBirth];
  for (const date of dates(state)) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // Focus is back where it was: no segment keeps it.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role') ?? null)).not.toBe('spinbutton');

  await page.reload();
  await expect(page.locator('#state')).toHaveText('{}');
  const { popup, tabId } = await openPopupOn(context, extensionId, page);
  await runNewTask(popup.page.getByRole('button', { name: 'Replay' }), welcomePage, tabId);
  expect(dates(await componentState(page))).toEqual(dates(state));

  await runNewTask(popup.page.getByRole('button', { name: 'Undo' }), welcomePage, tabId);
  expect(dates(await componentState(page))).toEqual([null, null]);
  // The DatePicker, filled through the date input it reads, ignores that input emptied: its segments are cleared.
  expect((await componentState(page)).birthDate).toBeNull();
  await expect(
    page.getByRole('group', { name: 'Birth date' }).getByRole('spinbutton').filter({ hasText: /\d/ }),
  ).toHaveCount(0);
  for (const name of ['Start date', 'Date of birth'])
    await expect(page.getByRole('group', { name }).getByRole('spinbutton').filter({ hasText: /\d/ })).toHaveCount(0);
  await expectPageKept(filled);

  // The lines "Copy as a test" writes for the dates, run on a fresh load of the page, leave the same dates.
  const segments = report.fields.filter((field) => field.via === 'segments');
  expect(segments.map((field) => field.label)).toEqual(['Start date', 'Date of birth']);
  const snippet = playwrightSnippet({ ...report, fields: segments });
  expect(snippet).toContain(".getByRole('spinbutton').nth(2).pressSequentially(");
  const fresh = await context.newPage();
  await fresh.goto(address);
  await expect(fresh.locator('#state')).toHaveText('{}');
  const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
    ...args: string[]
  ) => (page: Page) => Promise<void>;
  await new AsyncFunction('page', snippet)(fresh);
  expect(dates(await componentState(fresh))).toEqual(dates(state));
});
