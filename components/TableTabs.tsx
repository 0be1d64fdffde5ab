import { useRef, type Dispatch, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { t } from '@/utils/i18n/messages';
import type { EditorTable, SchemaEdit } from '@/utils/datasets/draft-edits';

interface TableTabsProps {
  tables: EditorTable[];
  /** The key of the selected table. */
  selected: number;
  edit: Dispatch<SchemaEdit>;
  onAddTable(): void;
  /** The selected table's panel. */
  children: ReactNode;
}

/** The keys that move between tabs (WAI-ARIA tabs pattern, selection follows focus), and where each goes from `at` of `count`. */
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** A tab per table and the panel of the selected one; only the selected tab is in the Tab order, the arrows move along them. */
export function TableTabs({ tables, selected, edit, onAddTable, children }: TableTabsProps) {
  const tabs = useRef(new Map<number, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent, at: number) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const key = tables[move(at, tables.length)]!.key;
    flushSync(() => edit({ type: 'selectTable', key }));
    tabs.current.get(key)?.focus();
  }
  return (
    <>
      <div className="datasets__tabbar">
        <div role="tablist" aria-label={t('datasetsTables')} className="datasets__tabs">
          {tables.map((table, at) => (
            <button
              key={table.key}
              ref={(element) => {
                if (element) tabs.current.set(table.key, element);
                else tabs.current.delete(table.key);
              }}
              type="button"
              role="tab"
              id={`table-tab-${table.key}`}
              className="datasets__tab"
              aria-selected={table.key === selected}
              aria-controls="table-panel"
              tabIndex={table.key === selected ? 0 : -1}
              onClick={() => edit({ type: 'selectTable', key: table.key })}
              onKeyDown={(event) => onKeyDown(event, at)}
            >
              {table.name.trim() || t('datasetsTableN', at + 1)}
            </button>
          ))}
        </div>
        <button type="button" id="add-table" className="button" onClick={onAddTable}>
          {t('datasetsAddTable')}
        </button>
      </div>
      <div role="tabpanel" id="table-panel" aria-labelledby={`table-tab-${selected}`} className="datasets__panel">
        {children}
      </div>
    </>
  );
}
