import { useEffect } from 'react';

/** Where a field's control is and what it is called: what the error summary links to. */
export type FieldEntry = { id: string; label: string };

type FormLike = { store: object };

// Keyed by the form's store: `useAppForm` hands out a copy of the FormApi, fields see the instance; both share one store.
const registries = new WeakMap<object, Map<string, FieldEntry>>();

export const registeredFields = (form: FormLike): ReadonlyMap<string, FieldEntry> => registries.get(form.store) ?? new Map();

/** Tells the error summary where a field is, to link and focus it; a custom field (an uploader, a tag picker) names the control to focus. */
export function useFieldRegistration(form: FormLike, name: string, id: string, label: string): void {
  const key = form.store;
  useEffect(() => {
    const fields = registries.get(key) ?? new Map<string, FieldEntry>();
    registries.set(key, fields);
    fields.set(name, { id, label });
    return () => {
      if (fields.get(name)?.id === id) fields.delete(name);
    };
  }, [key, name, id, label]);
}
