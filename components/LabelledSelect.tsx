interface LabelledSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  /** What the user reads for an option. */
  nameOf: (option: Value) => string;
  onChange: (value: Value) => void;
}

/**
 * A select in its label, its options named for the user.
 * @example <LabelledSelect label="Format" value="csv" options={['csv', 'sql']} nameOf={(f) => f.toUpperCase()} onChange={setFormat} />
 */
export function LabelledSelect<Value extends string>({
  label,
  value,
  options,
  nameOf,
  onChange,
}: LabelledSelectProps<Value>) {
  return (
    <label>
      {label}{' '}
      <select value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {nameOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
