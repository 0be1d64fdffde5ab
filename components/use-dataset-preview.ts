import { useEffect, useState } from 'react';
import type { Cell } from '@/utils/datasets/dataset-rows';
import type { SchemaFileResult } from '@/utils/datasets/schema-file';
import { errorMessage } from '@/utils/text/error-message';
import type { DatasetActions } from '@/utils/ui/dataset-actions';

export interface Preview {
  rows?: Cell[][];
  /** The names of the columns the rows were made for. */
  columns?: string[];
  ms: number;
  error?: string;
}

/**
 * The first `count` rows of the schema's `table` (its one table when absent), made again each
 * time either changes; the last good preview stays while the schema is not valid.
 */
export function useDatasetPreview(
  actions: DatasetActions,
  checked: SchemaFileResult,
  table: string | undefined,
  count: number,
) {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    if (!checked.ok) return;
    const { tables } = checked.file;
    const { schema } = tables.find((plan) => plan.schema.name === table) ?? tables[0]!;
    let live = true;
    actions.preview(checked.schema, count, schema.name).then(
      (made) => live && setPreview({ ...made, columns: schema.columns.map((column) => column.name) }),
      (error) => live && setPreview({ ms: 0, error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [actions, checked, table, count]);
  return preview;
}
