import { useEffect } from 'react';

/** Where a field's control is and what it is called: what the error summary links to. */
export type FieldEntry = { id: string; label: string };

type FormLike = { store: object };

// Keyed by the form's store: `useAppForm` hands out a copy of the FormApi, while fields see the
// instance itself; both share one store.
const registries = new WeakMap<object, Map<string, FieldEntry>>();

/** The fields of one form that told the kit where they are. */
export function registeredFields(form: FormLike): ReadonlyMap<string, FieldEntry> {
  return registries.get(form.store) ?? new Map();
}

/**
 * Tells the form's error summary where a field is, so it can link to it and focus it. The kit's
 * fields call it themselves; a custom field (an uploader, a tag picker) calls it with the id of
 * the control that should take focus.
 *
 * @example useFieldRegistration(field.form, field.name, inputId, '施設の画像');
 */
export function useFieldRegistration(form: FormLike, name: string, id: string, label: string): void {
  const key = form.store;
  useEffect(() => {
    let fields = registries.get(key);
    if (!fields) {
      fields = new Map();
      registries.set(key, fields);
    }
    fields.set(name, { id, label });
    const own = fields;
    return () => {
      if (own.get(name)?.id === id) own.delete(name);
    };
  }, [key, name, id, label]);
}
