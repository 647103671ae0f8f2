export type Choice = { value: string; label: string };

type Props = { id: string; label: string; value: string; choices: readonly Choice[]; onChange: (value: string) => void };

/** A labelled select in a toolbar: a list's filter or order, a download's option. */
export function ToolbarSelect({ id, label, value, choices, onChange }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
