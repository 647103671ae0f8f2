import { useId, useState, type KeyboardEvent } from 'react';
import type { Tag } from '@/api/facilities';
import { facilitiesMessages as m } from '@/messages/facilities';
import { basicOptions, categoryOptions, dogRunOptions, facilityOptions, optionTag, uniqueTags, type FacilityOption } from '../options';

const t = m.tags;
const isOptionTag = (tag: Tag) => facilityOptions.some((option) => option.value === tag.displayName && option.type === tag.type);
const specialValues = new Set(categoryOptions.filter((option) => option.isSpecial).map((option) => option.value));

/**
 * Facility tags: the option lists as checkboxes (the 4 special categories only with
 * canEditSpecialTag) plus free tags added on Enter or blur, unique by displayName (SPEC §5).
 */
export function TagPicker({ value, onChange, canEditSpecial }: { value: Tag[]; onChange: (tags: Tag[]) => void; canEditSpecial: boolean }) {
  const id = useId();
  const [text, setText] = useState('');
  const has = (option: FacilityOption) => value.some((tag) => tag.displayName === option.value);
  const toggle = (option: FacilityOption, on: boolean) =>
    onChange(on ? uniqueTags([...value, optionTag(option)]) : value.filter((tag) => tag.displayName !== option.value));
  const addFree = () => {
    const displayName = text.trim();
    if (!displayName) return;
    onChange(uniqueTags([...value, { displayName }]));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that confirms an IME conversion is not a request to add the tag.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    addFree();
  };
  const freeTags = value.filter((tag) => !isOptionTag(tag));
  const lockedSpecial = canEditSpecial ? [] : value.filter((tag) => tag.type === 'category' && specialValues.has(tag.displayName));

  const group = (legend: string, options: FacilityOption[], hint?: string) => (
    <fieldset className="facilities-checks">
      <legend>{legend}</legend>
      {hint ? <p className="hint">{hint}</p> : null}
      <ul>
        {options.map((option) => (
          <li key={`${option.type}:${option.value}`} className="checkbox">
            <input id={`${id}-${option.type}-${option.value}`} type="checkbox" checked={has(option)} onChange={(event) => toggle(option, event.target.checked)} />
            <label htmlFor={`${id}-${option.type}-${option.value}`}>{option.label}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );

  return (
    <div className="facilities-tags">
      {group(t.category, categoryOptions.filter((option) => !option.isSpecial))}
      {canEditSpecial ? group(t.special, categoryOptions.filter((option) => option.isSpecial), t.specialHint) : null}
      {lockedSpecial.length ? (
        <p>
          {t.special}：{lockedSpecial.map((tag) => tag.displayName).join('、')}
        </p>
      ) : null}
      {group(t.basic, basicOptions)}
      {group(t.dogRun, dogRunOptions)}
      <div className="field">
        <label htmlFor={`${id}-free`}>{t.freeInput}</label>
        <span className="hint" id={`${id}-free-hint`}>
          {t.freeHint}
        </span>
        <input id={`${id}-free`} aria-describedby={`${id}-free-hint`} value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown} onBlur={addFree} />
      </div>
      <p className="label">{t.free}</p>
      {freeTags.length === 0 ? (
        <p className="hint">{t.none}</p>
      ) : (
        <ul className="facilities-chips" aria-label={t.free}>
          {freeTags.map((tag) => (
            <li key={tag.displayName} className="badge">
              {tag.displayName}
              <button type="button" className="facilities-chip-remove" aria-label={t.remove(tag.displayName)} onClick={() => onChange(value.filter((other) => other.displayName !== tag.displayName))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
