// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportExport } from '@/components/ImportExport';
import { parseDatasetSchema, type DatasetSchema } from '@/utils/datasets/dataset-schema';
import { DEFAULT_SETTINGS } from '@/utils/settings/settings-schema';
import { fakeOptionsActions } from './support/fake-options-actions';
import { fakeSavedFillActions, signupFill } from './support/fake-saved-fill-actions';

afterEach(cleanup);

const schema = (name: string, rows = 10): DatasetSchema => {
  const parsed = parseDatasetSchema({
    version: 1,
    name,
    locale: 'en_US',
    seed: 1,
    rows,
    columns: [{ name: 'email', kind: 'internet.email' }],
  });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.schema;
};
const exportFile = (schemas: unknown[]) =>
  new File(
    [JSON.stringify({ format: 'understudy-settings', version: 1, settings: {}, rules: [], profiles: [], schemas })],
    'understudy-settings.json',
    { type: 'application/json' },
  );

async function renderSection(schemas: DatasetSchema[]) {
  const fake = fakeOptionsActions({ schemas });
  await act(async () => {
    render(
      <ImportExport
        settings={DEFAULT_SETTINGS}
        book={{ rules: [], profiles: [] }}
        usage={{ bytes: 0, items: 0 }}
        actions={fake.actions}
      />,
    );
  });
  return fake;
}

describe('ImportExport with saved dataset schemas', () => {
  it('exports the saved schemas in the settings file', async () => {
    const user = userEvent.setup();
    const fake = await renderSection([schema('customers')]);
    await user.click(
      screen.getByRole('button', { name: 'Export settings, rules, profiles, saved fills and dataset schemas' }),
    );
    const [, text] = fake.actions.downloadText.mock.calls[0]!;
    expect(JSON.parse(text).schemas).toEqual([schema('customers')]);
  });

  it('previews the schemas a file adds and changes, and stores them on Apply', async () => {
    const user = userEvent.setup();
    const fake = await renderSection([schema('customers'), schema('legacy')]);
    await user.upload(screen.getByLabelText('Import a file'), exportFile([schema('customers', 99), schema('orders')]));
    const preview = await screen.findByRole('region', { name: 'What the import would do' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adds the dataset schema “orders”', 'Changes the dataset schema “customers”']);
    await user.click(within(preview).getByRole('button', { name: 'Apply import' }));
    expect(fake.schemas().map((saved) => [saved.name, saved.rows])).toEqual([
      ['customers', 99],
      ['legacy', 10],
      ['orders', 10],
    ]);
  });

  it('names a malformed schema with its path and stores nothing', async () => {
    const user = userEvent.setup();
    const fake = await renderSection([schema('customers')]);
    await user.upload(
      screen.getByLabelText('Import a file'),
      exportFile([{ ...schema('bad'), columns: [{ name: 'no', kind: 'template', template: '{{nope}}' }] }]),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      '“schemas[0]” columns.0.template: Template: unknown token “nope”',
    );
    expect(screen.queryByRole('region', { name: 'What the import would do' })).toBeNull();
    expect(fake.actions.importBook).not.toHaveBeenCalled();
    expect(fake.schemas()).toEqual([schema('customers')]);
  });
});

describe('ImportExport with saved fills', () => {
  const fillsFile = (savedFills: unknown[]) =>
    new File(
      [
        JSON.stringify({
          format: 'understudy-settings',
          version: 1,
          settings: {},
          rules: [],
          profiles: [],
          savedFills,
        }),
      ],
      'understudy-settings.json',
      { type: 'application/json' },
    );

  async function renderWithFills() {
    const fake = fakeOptionsActions({ schemas: [] });
    const saved = fakeSavedFillActions([signupFill()]);
    const actions = { ...fake.actions, savedFills: saved.options };
    await act(async () => {
      render(
        <ImportExport
          settings={DEFAULT_SETTINGS}
          book={{ rules: [], profiles: [] }}
          usage={{ bytes: 0, items: 0 }}
          actions={actions}
        />,
      );
    });
    return fake;
  }

  it('exports the saved fills in the settings file', async () => {
    const user = userEvent.setup();
    const fake = await renderWithFills();
    await user.click(
      screen.getByRole('button', { name: 'Export settings, rules, profiles, saved fills and dataset schemas' }),
    );
    const [, text] = fake.actions.downloadText.mock.calls[0]!;
    expect(JSON.parse(text).savedFills).toEqual([signupFill()]);
  });

  it('previews the saved fills a file adds and, replacing, removes, and hands them to the import on Apply', async () => {
    const user = userEvent.setup();
    const fake = await renderWithFills();
    const checkout = signupFill({ id: 'f2', name: 'Checkout' });
    await user.upload(screen.getByLabelText('Import a file'), fillsFile([checkout]));
    const preview = await screen.findByRole('region', { name: 'What the import would do' });
    await user.click(within(preview).getByRole('radio', { name: /Replace/ }));
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adds the saved fill “Checkout”', 'Removes the saved fill “Sign-up”']);
    await user.click(within(preview).getByRole('button', { name: 'Apply import' }));
    // The fourth argument: the saved fills after the import.
    expect((fake.actions.importBook.mock.calls[0] as unknown[])[3]).toEqual([checkout]);
  });
});
