import { type ChangeEvent, useId } from 'react';

/** A labelled native select of the product page (vintage, format): purchase-area.css. */
export function Choice({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="cv-pd-choice">
      <label htmlFor={id} className="cv-overline">
        {label}
      </label>
      <select
        id={id}
        className="cv-pd-select"
        data-testid={testId}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
