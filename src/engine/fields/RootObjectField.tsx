import { getDefaultRegistry } from '@rjsf/core';
import { setByPath, type FieldPathList, type FieldProps } from '@rjsf/utils';
import { useCallback, useLayoutEffect, useRef } from 'react';

const { ObjectField } = getDefaultRegistry().fields;

/**
 * RJSF's object field, with one change at the root: every edit is reported to the form as the
 * whole new form data (a root change) instead of one value at a nested path. On a nested change
 * RJSF "sanitizes" the data for conditional schemas and drops any tuple array on the way (a fixed
 * list's rows); the engine needs none of that (the adapters clear hidden values themselves and
 * the schemas' properties never switch), so the rows survive every edit, wherever it happens.
 */
export function RootObjectField(props: FieldProps) {
  const { fieldPathId, formData, onChange } = props;
  // The data as the latest edit left it: two edits before the next render both count, and so do edits
  // reported through a child's older callback. A new formData from the form replaces it before any event can fire.
  const latest = useRef<unknown>(formData);
  useLayoutEffect(() => { latest.current = formData; }, [formData]);
  const isRoot = fieldPathId.path.length === 0;
  const asRootChange = useCallback((value: unknown, path: FieldPathList, _errors?: unknown, id?: string) => {
    // A nested change's error schema is relative to its path: RJSF re-validates the whole form instead.
    const next = path.length === 0 ? value : setByPath(structuredClone(latest.current ?? {}) as object, path, value);
    latest.current = next;
    onChange(next, [], undefined, id);
  }, [onChange]);
  return <ObjectField {...props} onChange={isRoot ? asRootChange : onChange} />;
}
