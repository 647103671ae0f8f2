import { useId, useState, type KeyboardEvent } from 'react';
import type { Tag } from '@/api/facilities';
import { FACILITY_LIMITS, problemOf, tagNameRule } from '@/api/facility-input';
import { facilitiesMessages as m } from '@/messages/facilities';
import { basicOptions, categoryOptions, dogRunOptions, isFreeTag, optionTag, type FacilityOption } from '../options';

const t = m.tags;
const specialValues = new Set(categoryOptions.filter((option) => option.isSpecial).map((option) => option.value));

/** Why a free tag cannot be added (its rule, a duplicate, the limit), or undefined when it can. */
export function freeTagProblem(tags: readonly Tag[], name: string): string | undefined {
  const rule = problemOf(tagNameRule, name);
  if (rule) return rule;
  if (tags.some((tag) => tag.displayName === name)) return t.duplicate(name);
  if (tags.length >= FACILITY_LIMITS.tags) return m.validation.tooManyTags(FACILITY_LIMITS.tags);
  return undefined;
}

/**
 * Facility tags: the option lists as checkboxes (the 4 special categories only with
 * canEditSpecialTag) plus free tags added on Enter or blur, unique by displayName; a tag
 * that cannot be added says why and stays in the input. Tags of other kinds (the training
 * settings) are neither shown nor touched here.
 */
export function TagPicker({
  value,
  onChange,
  canEditSpecial,
  inputId,
}: {
  value: Tag[];
  onChange: (tags: Tag[]) => void;
  canEditSpecial: boolean;
  /** The free-tag input's id (an error summary may point at it). */
  inputId?: string;
}) {
  const ownId = useId();
  const id = inputId ?? `${ownId}-free`;
  const [text, setText] = useState('');
  // A rule the text breaks (kept in the input to fix), or a note that a duplicate was not added.
  const [problem, setProblem] = useState('');
  const [note, setNote] = useState('');
  const has = (option: FacilityOption) => value.some((tag) => tag.displayName === option.value);
  const toggle = (option: FacilityOption, on: boolean) =>
    onChange(on ? [...value.filter((tag) => tag.displayName !== option.value), optionTag(option)] : value.filter((tag) => tag.displayName !== option.value));
  const addFree = () => {
    const displayName = text.trim();
    setProblem('');
    setNote('');
    if (!displayName) return;
    // A duplicate is already there: the input empties, and a note says why nothing was added.
    if (value.some((tag) => tag.displayName === displayName)) {
      setNote(t.duplicate(displayName));
      setText('');
      return;
    }
    // Any other problem keeps the text so it can be corrected.
    const why = freeTagProblem(value, displayName);
    if (why) {
      setProblem(why);
      return;
    }
    onChange([...value, { displayName }]);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an IME conversion is not a request to add the tag.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    addFree();
  };
  const freeTags = value.filter(isFreeTag);
  const lockedSpecial = canEditSpecial ? [] : value.filter((tag) => tag.type === 'category' && specialValues.has(tag.displayName));

  const group = (legend: string, options: FacilityOption[], hint?: string) => (
    <fieldset className="facilities-checks">
      <legend>{legend}</legend>
      {hint ? <p className="hint">{hint}</p> : null}
      <ul>
        {options.map((option) => (
          <li key={`${option.type}:${option.value}`} className="checkbox">
            <input
              id={`${ownId}-${option.type}-${option.value}`}
              type="checkbox"
              checked={has(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            <label htmlFor={`${ownId}-${option.type}-${option.value}`}>{option.label}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );

  return (
    <div className="facilities-tags">
      {group(
        t.category,
        categoryOptions.filter((option) => !option.isSpecial),
      )}
      {canEditSpecial
        ? group(
            t.special,
            categoryOptions.filter((option) => option.isSpecial),
            t.specialHint,
          )
        : null}
      {lockedSpecial.length ? (
        <p>
          {t.special}：{lockedSpecial.map((tag) => tag.displayName).join('、')}
        </p>
      ) : null}
      {group(t.basic, basicOptions)}
      {group(t.dogRun, dogRunOptions)}
      <div className="field facilities-free-tag">
        <label htmlFor={id}>{t.freeInput}</label>
        <span className="hint" id={`${id}-hint`}>
          {t.freeHint(FACILITY_LIMITS.tagName)}
        </span>
        <input
          id={id}
          type="text"
          aria-describedby={[`${id}-hint`, problem ? `${id}-error` : '', note ? `${id}-note` : ''].filter(Boolean).join(' ')}
          aria-invalid={problem ? 'true' : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem('');
            setNote('');
          }}
          onKeyDown={onKeyDown}
          onBlur={addFree}
        />
        {problem ? (
          <span className="error" id={`${id}-error`} role="alert">
            {problem}
          </span>
        ) : null}
        {note ? (
          <span className="facilities-tag-note" id={`${id}-note`} role="status">
            {note}
          </span>
        ) : null}
      </div>
      <p className="label">{t.free}</p>
      {freeTags.length === 0 ? (
        <p className="hint">{t.none}</p>
      ) : (
        <ul className="facilities-chips" aria-label={t.free}>
          {freeTags.map((tag) => (
            <li key={tag.displayName} className="badge">
              {tag.displayName}
              <button
                type="button"
                className="facilities-chip-remove"
                aria-label={t.remove(tag.displayName)}
                onClick={() => onChange(value.filter((other) => other.displayName !== tag.displayName))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
