import { useRef, type Dispatch } from 'react';
import { flushSync } from 'react-dom';
import { COLUMN_KINDS } from '@/utils/datasets/dataset-schema';
import { REFERENCE, type DraftColumn } from '@/utils/datasets/schema-draft';
import { t } from '@/utils/i18n/messages';
import { ColumnOptions, type ColumnContext } from './ColumnOptions';
import type { EditorColumn, SchemaEdit } from '@/utils/datasets/draft-edits';

interface ColumnRowProps {
  column: EditorColumn;
  /** The column's place, from 1. */
  n: number;
  last: boolean;
  context: ColumnContext;
  edit: Dispatch<SchemaEdit>;
}

/** One column of the schema being edited: its name, kind, share of empty cells, uniqueness, options, and buttons to move or remove it. */
export function ColumnRow({ column, n, last, context, edit }: ColumnRowProps) {
  const reference = column.kind === REFERENCE;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const change = (patch: Partial<DraftColumn>) => edit({ type: 'changeColumn', key: column.key, patch });
  function move(by: -1 | 1) {
    flushSync(() => edit({ type: 'moveColumn', key: column.key, by }));
    // At the top or bottom the pressed arrow turns off and drops the focus: the keyboard stays on the row,
    // on its other arrow. (React itself keeps the focus on a button whose row it moves.)
    const [pressed, other] = by < 0 ? [up.current, down.current] : [down.current, up.current];
    if (pressed?.disabled) other?.focus();
  }
  function remove(button: HTMLButtonElement) {
    // The pressed button goes with its row: the keyboard moves to the row that takes its place, else the one
    // before it, else to the button that adds a column.
    const row = button.closest('tr');
    const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
    const addColumn = row?.closest('table')?.nextElementSibling;
    flushSync(() => edit({ type: 'removeColumn', key: column.key }));
    const next = neighbour?.querySelector<HTMLElement>('.datasets__remove') ?? addColumn;
    if (next instanceof HTMLElement) next.focus();
  }
  return (
    <tr>
      <td>
        <input
          aria-label={t('columnNameOf', n)}
          value={column.name}
          onChange={(event) => change({ name: event.target.value })}
        />
      </td>
      <td>
        <select
          aria-label={t('columnKindOf', n)}
          value={column.kind}
          onChange={(event) => change({ kind: event.target.value as DraftColumn['kind'] })}
        >
          {(context.related || reference) && <option value={REFERENCE}>{t('datasetsKindReference')}</option>}
          {COLUMN_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </td>
      {/* A reference holds its parent's key: never empty, and shared by the parent's children. */}
      <td>
        {!reference && (
          <input
            aria-label={t('columnEmptyOf', n)}
            inputMode="decimal"
            size={4}
            value={column.emptyPercent}
            onChange={(event) => change({ emptyPercent: event.target.value })}
          />
        )}
      </td>
      <td>
        {!reference && (
          <input
            type="checkbox"
            aria-label={t('columnUniqueOf', n)}
            checked={column.unique}
            onChange={(event) => change({ unique: event.target.checked })}
          />
        )}
      </td>
      <ColumnOptions column={column} n={n} context={context} onChange={change} />
      <td className="datasets__actions">
        <button
          ref={up}
          type="button"
          className="button"
          aria-label={t('columnUp', n)}
          disabled={n === 1}
          onClick={() => move(-1)}
        >
          ↑
        </button>
        <button
          ref={down}
          type="button"
          className="button"
          aria-label={t('columnDown', n)}
          disabled={last}
          onClick={() => move(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="button datasets__remove"
          aria-label={t('columnRemove', n)}
          onClick={(event) => remove(event.currentTarget)}
        >
          ✕
        </button>
      </td>
    </tr>
  );
}
