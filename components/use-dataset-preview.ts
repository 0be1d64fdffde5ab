import { useEffect, useState } from 'react';
import type { Cell } from '@/utils/datasets/dataset-rows';
import type { ParseResult } from '@/utils/datasets/dataset-schema';
import { errorMessage } from '@/utils/text/error-message';
import type { DatasetActions } from '@/utils/ui/dataset-actions';

export interface Preview {
  rows?: Cell[][];
  /** The names of the columns the rows were made for. */
  columns?: string[];
  ms: number;
  error?: string;
}

/** The first `count` rows of the schema, made again each time it changes; the last good preview stays while it is not valid. */
export function useDatasetPreview(actions: DatasetActions, checked: ParseResult, count: number) {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    if (!checked.ok) return;
    let live = true;
    actions.preview(checked.schema, count).then(
      (made) => live && setPreview({ ...made, columns: checked.schema.columns.map((column) => column.name) }),
      (error) => live && setPreview({ ms: 0, error: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [actions, checked, count]);
  return preview;
}
