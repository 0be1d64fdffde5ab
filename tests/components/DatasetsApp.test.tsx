// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatasetsApp } from '@/components/DatasetsApp';
import { previewTableRows } from '@/utils/datasets/preview-rows';
import type { DatasetSchema } from '@/utils/datasets/dataset-schema';
import { parseSchemaFile, type SchemaFile } from '@/utils/datasets/schema-file';
import type { DatasetTask } from '@/utils/storage/dataset-store';
import type { DatasetActions } from '@/utils/ui/dataset-actions';

afterEach(cleanup);

// Each keystroke and click re-checks the schema and makes the 20-row preview again: slow by nature on a busy machine.
const FLOW_TIMEOUT_MS = 30_000;

function fakeActions(overrides: Partial<DatasetActions> = {}) {
  let saved: SchemaFile[] = [];
  const actions: DatasetActions = {
    loadSchemas: vi.fn(async () => saved),
    saveSchema: vi.fn(async (schema: SchemaFile) => {
      saved = [schema];
      return { ok: true as const, schemas: saved };
    }),
    deleteSchema: vi.fn(async () => (saved = [])),
    takeDraft: vi.fn(async () => null),
    preview: vi.fn(async (schema: SchemaFile, count: number, table?: string) => {
      const parsed = parseSchemaFile(schema);
      if (!parsed.ok) throw new Error(parsed.error);
      const index = parsed.file.tables.findIndex((plan) => plan.schema.name === table);
      return { rows: previewTableRows(parsed.file, Math.max(index, 0), count), ms: 1 };
    }),
    requestDownloads: vi.fn(async () => true),
    startDataset: vi.fn(
      async ({ schema }) =>
        ({
          id: 't',
          kind: 'dataset',
          tabId: -1,
          status: 'spinning',
          startedAt: 0,
          deadline: 1e12,
          workerId: 'w',
          rows: 'rows' in schema ? schema.rows : 0,
          rowsDone: 0,
          fileName: `${schema.name}.csv`,
        }) as DatasetTask,
    ),
    cancelDataset: vi.fn(async () => null),
    getDatasetTask: vi.fn(async () => null),
    watchDatasetTask: vi.fn(() => () => undefined),
    watchSchemas: vi.fn(() => () => undefined),
    openAsDataset: vi.fn(async () => undefined),
    ...overrides,
  };
  return actions;
}

async function renderPage(actions = fakeActions()) {
  await act(async () => {
    render(<DatasetsApp actions={actions} />);
  });
  return actions;
}

const previewTable = () => screen.getByRole('table', { name: /First 20 rows/ });

describe('DatasetsApp', { timeout: FLOW_TIMEOUT_MS }, () => {
  it('previews the first 20 rows of the schema and follows its edits', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(within(previewTable()).getAllByRole('row')).toHaveLength(21);
    expect(
      within(previewTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['id', 'first_name', 'last_name', 'email']);

    await user.click(screen.getByRole('button', { name: 'Remove column 1' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name of column 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of column 1' }), 'given');
    expect(
      within(previewTable())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['given', 'last_name', 'email']);
  });

  it('makes a column a template by keyboard, names a bad template, and previews the row’s first name in it', async () => {
    const user = userEvent.setup();
    await renderPage();
    const kind = screen.getByRole('combobox', { name: 'Kind of column 4' });
    kind.focus();
    await user.selectOptions(kind, 'template');
    const template = screen.getByRole('textbox', { name: 'Template of column 4' });
    expect(screen.getByRole('alert').textContent).toContain('columns.3.template:');
    await user.click(template);
    // `{{` is user-event's escape for one literal `{`.
    await user.keyboard('{{{{person.firstName}');
    expect(screen.getByRole('alert').textContent).toContain('columns.3.template: Template: “{{” is never closed');
    await user.keyboard('}@qa.example');
    expect(screen.queryByRole('alert')).toBeNull();
    const rows = within(previewTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells[3]).toBe(`${cells[1]}@qa.example`);
    }
  });

  it('keeps each row, and the keyboard, with its column as columns move, go and come', async () => {
    const user = userEvent.setup();
    const actions = await renderPage();
    const names = () =>
      screen.getAllByRole('textbox', { name: /^Name of column/ }).map((box) => (box as HTMLInputElement).value);
    await user.type(screen.getByRole('textbox', { name: 'Name of column 4' }), 's');
    screen.getByRole('button', { name: 'Move column 4 up' }).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(names()).toEqual(['id', 'emails', 'first_name', 'last_name']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move column 2 up' }));
    await user.keyboard('{Enter}');
    // At the top its up arrow is off, so the keyboard moves to the same row's down arrow.
    expect(names()).toEqual(['emails', 'id', 'first_name', 'last_name']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move column 1 down' }));

    await user.click(screen.getByRole('button', { name: 'Remove column 2' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.click(screen.getByRole('button', { name: 'Move column 4 up' }));
    expect(names()).toEqual(['emails', 'first_name', 'column_4', 'last_name']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move column 3 up' }));
    // The rows' keys are the page's own: the saved schema has only the columns' fields.
    await user.click(screen.getByRole('button', { name: 'Save this schema' }));
    expect(actions.saveSchema).toHaveBeenCalledWith(
      expect.objectContaining({
        columns: [
          { name: 'emails', kind: 'internet.email' },
          { name: 'first_name', kind: 'person.firstName' },
          { name: 'column_4', kind: 'person.fullName' },
          { name: 'last_name', kind: 'person.lastName' },
        ],
      }),
    );
  });

  it('keeps the keyboard on the columns as they are removed: on the next row, the one before, then Add column', async () => {
    const user = userEvent.setup();
    await renderPage();
    screen.getByRole('button', { name: 'Remove column 2' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove column 2' }));
    screen.getByRole('button', { name: 'Remove column 3' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove column 2' }));
    await user.keyboard('{Enter}{Enter}');
    expect(screen.queryByRole('button', { name: /^Remove column/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add column' }));
  });

  it('says what is wrong and offers no file while the schema is not valid', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.clear(screen.getByRole('textbox', { name: 'Rows' }));
    expect(screen.getByRole('alert').textContent).toContain('rows:');
    expect((screen.getByRole('button', { name: 'Generate dataset' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Rows' }), '10');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for downloads from the click, then starts the task and shows its progress', async () => {
    const user = userEvent.setup();
    const actions = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'sql');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dialect' }), 'sqlite');
    await user.click(screen.getByRole('button', { name: 'Generate dataset' }));
    expect(actions.requestDownloads).toHaveBeenCalledOnce();
    expect(actions.startDataset).toHaveBeenCalledWith(
      expect.objectContaining({ format: { format: 'sql', delimiter: ',', dialect: 'sqlite' } }),
    );
    const progress = screen.getByRole('region', { name: 'Dataset progress' });
    expect(within(progress).getByRole('status').textContent).toBe('Making customers.csv…');
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('starts nothing when downloads are refused, and says so', async () => {
    const user = userEvent.setup();
    const actions = await renderPage(fakeActions({ requestDownloads: vi.fn(async () => false) }));
    await user.click(screen.getByRole('button', { name: 'Generate dataset' }));
    expect(actions.startDataset).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'Understudy needs your permission to save files. Nothing was made.',
    );
  });

  it('saves the schema and opens it again from the list', async () => {
    const user = userEvent.setup();
    const actions = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save this schema' }));
    expect(actions.saveSchema).toHaveBeenCalledWith(expect.objectContaining({ name: 'customers' }));
    expect(screen.getByText('Saved “customers”.')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'other');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('customers');
  });

  it('follows the saved schemas while open: an import elsewhere adds one, and one removed leaves the choice', async () => {
    const user = userEvent.setup();
    let push: (schemas: DatasetSchema[]) => void = () => undefined;
    const unwatch = vi.fn();
    await renderPage(
      fakeActions({
        watchSchemas: vi.fn((onChange) => {
          push = onChange;
          return unwatch;
        }),
      }),
    );
    const list = screen.getByRole('combobox', { name: 'Schema' });
    const imported: DatasetSchema = {
      version: 1,
      name: 'orders',
      locale: 'de',
      seed: 7,
      rows: 50,
      columns: [{ name: 'id', kind: 'row.id' }],
    };
    await act(async () => push([imported]));
    await user.selectOptions(list, 'orders');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('orders');
    await act(async () => push([]));
    expect((list as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Open' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    expect(unwatch).toHaveBeenCalled();
  });
});

describe('DatasetsApp with related tables', { timeout: FLOW_TIMEOUT_MS }, () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
  const previewColumn = (name: string) => {
    const headers = within(previewTable())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const at = headers.indexOf(name);
    return within(previewTable())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[at]!.textContent);
  };

  /** customers (the starting table) and orders, whose customer_id references customers.id, 1 to 2 a customer. */
  async function buildOrders(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Add table' }));
    const tableName = screen.getByRole('textbox', { name: 'Table name' });
    expect(document.activeElement).toBe(tableName);
    await user.clear(tableName);
    await user.type(tableName, 'orders');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of column 2' }), 'reference');
    const keys = screen.getByRole('combobox', { name: 'Key referenced by column 2' });
    expect(
      within(keys)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a key', 'customers.id']);
    await user.selectOptions(keys, 'customers.id');
    await user.clear(screen.getByRole('textbox', { name: 'Name of column 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of column 2' }), 'customer_id');
    const perParent = screen.getByRole('group', { name: 'Rows per parent row' });
    expect((within(perParent).getByRole('radio', { name: 'Fixed count' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(perParent).getByRole('radio', { name: 'Seeded range' }));
    await user.clear(within(perParent).getByRole('textbox', { name: 'At least' }));
    await user.type(within(perParent).getByRole('textbox', { name: 'At least' }), '1');
    await user.clear(within(perParent).getByRole('textbox', { name: 'At most' }));
    await user.type(within(perParent).getByRole('textbox', { name: 'At most' }), '2');
  }

  it('builds a child table on a tab of its own: a key from the picker, 1 to 2 rows a parent, previewed', async () => {
    const user = userEvent.setup();
    await renderPage();
    expect(screen.queryByRole('tablist')).toBeNull();
    await buildOrders(user);
    expect(screen.getByRole('tablist', { name: 'Tables' })).toBeTruthy();
    expect(tabNames()).toEqual(['customers', 'orders']);
    expect(screen.getByRole('tab', { name: 'orders' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'orders' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Table “orders”, the selected tab.')).toBeTruthy();
    const parents = previewColumn('customer_id').map(Number);
    // Children come parent by parent, one or two each, from the first customer on.
    expect(parents[0]).toBe(1);
    parents.slice(1).forEach((parent, at) => expect(parent - parents[at]!).toBeGreaterThanOrEqual(0));
    parents.slice(1).forEach((parent, at) => expect(parent - parents[at]!).toBeLessThanOrEqual(1));
    for (const parent of new Set(parents.slice(0, -1)))
      expect(parents.filter((candidate) => candidate === parent).length).toBeLessThanOrEqual(2);
  });

  it('moves between tabs with the arrow keys, Home and End, the preview following the tab', async () => {
    const user = userEvent.setup();
    await renderPage();
    await buildOrders(user);
    screen.getByRole('tab', { name: 'orders' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'customers' }));
    expect(screen.getByRole('tab', { name: 'customers' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'orders' }).getAttribute('tabindex')).toBe('-1');
    expect(within(previewTable()).getAllByRole('columnheader')[1]!.textContent).toBe('first_name');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'orders' }));
    await user.keyboard('{Home}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'orders' }));
    expect(within(previewTable()).getAllByRole('columnheader')[1]!.textContent).toBe('customer_id');
  });

  it('keeps a referenced table, naming who references it, and follows a rename into the reference', async () => {
    const user = userEvent.setup();
    await renderPage();
    await buildOrders(user);
    await user.click(screen.getByRole('tab', { name: 'customers' }));
    await user.click(screen.getByRole('button', { name: 'Remove table' }));
    expect(screen.getByRole('alert').textContent).toBe(
      '“customers” cannot be removed while other tables reference it (orders). Change or remove those references first.',
    );
    expect(tabNames()).toEqual(['customers', 'orders']);
    await user.clear(screen.getByRole('textbox', { name: 'Table name' }));
    await user.type(screen.getByRole('textbox', { name: 'Table name' }), 'clients');
    await user.click(screen.getByRole('tab', { name: 'orders' }));
    expect((screen.getByRole('combobox', { name: 'Key referenced by column 2' }) as HTMLSelectElement).value).toBe(
      'clients.id',
    );
    await user.click(screen.getByRole('button', { name: 'Remove table' }));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add table' }));
    expect(screen.getByRole('textbox', { name: 'Rows' })).toBeTruthy();
  });

  it('sends every table to be made as SQL, and says a CSV holds the selected one', async () => {
    const user = userEvent.setup();
    const actions = await renderPage();
    await buildOrders(user);
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of column 3' }), 'person.lastName');
    await user.click(screen.getByRole('checkbox', { name: 'Column 3 from the parent row' }));
    expect(screen.getByText(/A CSV file holds one table: “orders”, the selected tab\./)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'sql');
    expect(screen.getByText('The SQL file holds every table, parents first.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Generate dataset' }));
    const job = vi.mocked(actions.startDataset).mock.calls[0]![0];
    expect(job.table).toBe('orders');
    expect(job.schema).toMatchObject({
      name: 'customers',
      tables: [
        { name: 'customers', rows: 1000 },
        {
          name: 'orders',
          rowsPerParent: { min: 1, max: 2 },
          columns: [
            { name: 'id', kind: 'row.id' },
            { name: 'customer_id', references: 'customers.id' },
            { name: 'column_3', kind: 'person.lastName', fromParent: true },
          ],
        },
      ],
    });
    // The child's last names are its customer's, row for row.
    const lastNames = previewColumn('column_3');
    const parents = previewColumn('customer_id');
    await user.click(screen.getByRole('tab', { name: 'customers' }));
    const customerLastNames = previewColumn('last_name');
    parents.forEach((parent, at) => expect(lastNames[at]).toBe(customerLastNames[Number(parent) - 1]));
  });
});
