/** A labelled `<select>` of fixed values (keyboard-friendly, one per filter). */
export function Choice<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <label class="field" for={id}>
      <span class="small muted">{label}</span>
      <select id={id} value={value} onChange={(event) => onChange((event.target as HTMLSelectElement).value as T)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
