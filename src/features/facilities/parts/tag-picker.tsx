import { useId, useState } from 'react';
import type { Tag } from '@/api/facilities';
import { FACILITY_LIMITS, problemOf, tagNameRule } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { useFieldRegistration } from '@/ui/form/field-registry';
import { errorMessages } from '@/ui/form/form-context';
import { basicOptions, categoryOptions, dogRunOptions, isFreeTag, optionTag, type FacilityOption } from '../options';
import { AddInput, CheckGroup, Chips, useAttempted, type CustomField } from './controls';

const t = m.tags;
const normalCategories = categoryOptions.filter((option) => !option.isSpecial);
const specialCategories = categoryOptions.filter((option) => option.isSpecial);
const specialValues = new Set(specialCategories.map((option) => option.value));

/** Why a free tag cannot be added (its rule, a duplicate, the limit), or undefined when it can. */
export function freeTagProblem(tags: readonly Tag[], name: string): string | undefined {
  const rule = problemOf(tagNameRule, name);
  if (rule) return rule;
  if (tags.some((tag) => tag.displayName === name)) return t.duplicate(name);
  if (tags.length >= FACILITY_LIMITS.tags) return m.validation.tooManyTags(FACILITY_LIMITS.tags);
  return undefined;
}

/**
 * The option lists as checkboxes (the special categories only with canEditSpecialTag) and free tags added on Enter or blur, unique by displayName.
 * Tags of other kinds (the training settings) are neither shown nor touched here.
 */
export function TagsField({ field, canEditSpecial }: { field: CustomField<Tag[]>; canEditSpecial: boolean }) {
  const id = useId();
  const inputId = `${id}-free`;
  useFieldRegistration(field.form, field.name, inputId, m.sections.tags);
  const value = field.state.value;
  const onChange = (tags: Tag[]) => field.handleChange(tags);
  const errors = useAttempted(field as CustomField<unknown>) || field.state.meta.isTouched ? errorMessages(field.state.meta.errors) : [];
  const [text, setText] = useState('');
  // A rule the text breaks (kept in the input to fix), or a note that a duplicate was not added.
  const [message, setMessage] = useState<{ problem?: string; note?: string }>({});
  const without = (displayName: string) => value.filter((tag) => tag.displayName !== displayName);
  const addFree = () => {
    const displayName = text.trim();
    setMessage({});
    if (!displayName) return;
    // A duplicate is already there: the input empties, and a note says why nothing was added.
    if (value.some((tag) => tag.displayName === displayName)) {
      setMessage({ note: t.duplicate(displayName) });
      setText('');
      return;
    }
    // Any other problem keeps the text so it can be corrected.
    const why = freeTagProblem(value, displayName);
    if (why) {
      setMessage({ problem: why });
      return;
    }
    onChange([...value, { displayName }]);
    setText('');
  };
  const freeTags = value.filter(isFreeTag);
  const lockedSpecial = canEditSpecial ? [] : value.filter((tag) => tag.type === 'category' && specialValues.has(tag.displayName));
  const group = (legend: string, options: FacilityOption[], hint?: string) => (
    <CheckGroup
      legend={legend}
      checks={options.map((option) => ({
        key: `${option.type}-${option.value}`,
        label: option.label,
        checked: value.some((tag) => tag.displayName === option.value),
        onChange: (on: boolean) => onChange(on ? [...without(option.value), optionTag(option)] : without(option.value)),
      }))}
    >
      {hint ? <p className="hint">{hint}</p> : null}
    </CheckGroup>
  );

  return (
    <div className="facilities-tags">
      {group(t.category, normalCategories)}
      {canEditSpecial ? group(t.special, specialCategories, t.specialHint) : null}
      {lockedSpecial.length ? (
        <p>
          {t.special}：{lockedSpecial.map((tag) => tag.displayName).join('、')}
        </p>
      ) : null}
      {group(t.basic, basicOptions)}
      {group(t.dogRun, dogRunOptions)}
      <AddInput
        id={inputId}
        className="field facilities-free-tag"
        label={t.freeInput}
        hint={t.freeHint(FACILITY_LIMITS.tagName)}
        value={text}
        problem={message.problem ?? ''}
        note={message.note}
        onChange={(next) => {
          setText(next);
          setMessage({});
        }}
        onAdd={addFree}
        onBlur={addFree}
      />
      <p className="label">{t.free}</p>
      {freeTags.length === 0 ? (
        <p className="hint">{t.none}</p>
      ) : (
        <Chips label={t.free} items={freeTags.map((tag) => tag.displayName)} removeLabel={t.remove} onRemove={(name) => onChange(without(name))} />
      )}
      {errors.length ? (
        <p className="error" id={`${id}-error`} role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
