/**
 * Server-rendered form fields with their error beside them (docs/decisions/019): the message has
 * the id `<field id>-error`, the input points at it with aria-describedby and is aria-invalid.
 * The value typed comes back as defaultValue, so nothing is lost on a re-render.
 */
import type { ReactNode } from 'react';

export interface Option {
  value: string;
  label: string;
  /** For a select that depends on a country (data-countries): the codes it applies to, 'others' or 'all'. */
  countries?: string;
}

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * The id, name, value and error of a form's fields by name, so a field reads
 * `<TextField {...field('email')} label="…" />`. Ids are `<prefix>-<name>` (the errors' anchors).
 */
export function fieldBinder<K extends string>(
  prefix: string,
  values: Partial<Record<K, string>>,
  errors: Partial<Record<string, string>>,
) {
  return (name: K) => ({ id: `${prefix}-${name}`, name, value: values[name], error: errors[name] });
}

/** Label, hint, control and error of one field: every field of our forms, the password's included. */
export function FieldFrame({ id, label, error, hint, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldProps & {
  value?: string;
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  multiline?: boolean;
};

export function TextField(props: TextFieldProps) {
  const { id, name, error, hint, value, type = 'text', autoComplete, inputMode, multiline } = props;
  const common = {
    id,
    name,
    defaultValue: value ?? '',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  };
  return (
    <FieldFrame {...props}>
      {multiline ? (
        <textarea {...common} rows={5} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
    </FieldFrame>
  );
}

export function SelectField(
  props: FieldProps & {
    value?: string;
    options: readonly Option[];
    placeholder?: string;
    autoComplete?: string;
    dataAttributes?: Record<`data-${string}`, string>;
  },
) {
  const { id, name, error, hint, value, options, placeholder = 'Elige una opción', autoComplete } = props;
  return (
    <FieldFrame {...props}>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...props.dataAttributes}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} data-countries={option.countries}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  id,
  name,
  checked,
  error,
  children,
}: {
  id: string;
  name: string;
  checked?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <div className="checkbox">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Radio buttons in a fieldset; the legend names the group and the error describes it. */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  value,
  error,
}: {
  id: string;
  name: string;
  legend: string;
  options: ReadonlyArray<Option & { hint?: string }>;
  value?: string;
  error?: string;
}) {
  return (
    <fieldset
      className="field radio-group"
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <div className="checkbox" key={option.value}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={value === option.value}
          />
          <label htmlFor={`${id}-${option.value}`}>
            {option.label}
            {option.hint ? <span className="field__hint"> — {option.hint}</span> : null}
          </label>
        </div>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
