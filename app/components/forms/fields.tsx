import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react';
import type { ReactNode } from 'react';

export interface Option {
  value: string;
  label: string;
  /** For a select that depends on a country (data-countries): the codes it applies to, 'others' or 'all'. */
  countries?: string;
}

export interface FieldProps<S> {
  meta: FieldMetadata<S>;
  label: string;
  hint?: string;
  /** Our own id for a list row's field: Conform's name (`children[0].age`) is not a valid HTML id. */
  id?: string;
}

export function fieldIds<S>({ meta, id, hint }: Pick<FieldProps<S>, 'meta' | 'id' | 'hint'>) {
  const control = id ?? meta.id;
  return { control, error: id ? `${id}-error` : meta.errorId, hint: hint ? `${control}-hint` : undefined };
}

/** Conform's props under the field's own id, when it has one: the error's id follows it. */
function underId<P extends { id: string; 'aria-describedby'?: string }, S>(
  props: P,
  meta: FieldMetadata<S>,
  id?: string,
): P {
  if (!id) return props;
  const describedBy = props['aria-describedby']?.replace(meta.errorId, `${id}-error`);
  return { ...props, id, 'aria-describedby': describedBy };
}

export const errorOf = <S,>(meta: FieldMetadata<S>): string | undefined => meta.errors?.[0];

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="field__error" id={id}>
      {message}
    </p>
  ) : null;
}

/** A message about the whole form (the API failed, too many tries), under Conform's form error id. */
export function FormError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p className="form-error" role="alert" id={id}>
      {message}
    </p>
  ) : null;
}

/** Label, hint, control and error of one field: every field of our forms, the password's included. */
export function FieldFrame<S>({ meta, id, label, hint, children }: FieldProps<S> & { children: ReactNode }) {
  const ids = fieldIds({ meta, id, hint });
  return (
    <div className="field">
      <label htmlFor={ids.control}>{label}</label>
      {hint ? (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={ids.error} message={errorOf(meta)} />
    </div>
  );
}

export type TextFieldProps<S> = FieldProps<S> & {
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  multiline?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** Where the page puts the cursor when it loads (a row just added by a server-applied intent). */
  focusOnLoad?: boolean;
};

export function TextField<S>(props: TextFieldProps<S>) {
  const {
    meta,
    id,
    type = 'text',
    autoComplete,
    inputMode,
    multiline,
    placeholder,
    maxLength,
    focusOnLoad,
  } = props;
  const ariaDescribedBy = fieldIds(props).hint;
  return (
    <FieldFrame {...props}>
      {multiline ? (
        <textarea
          {...underId(getTextareaProps(meta, { ariaDescribedBy }), meta, id)}
          rows={5}
          placeholder={placeholder}
          maxLength={maxLength}
        />
      ) : (
        <input
          {...underId(getInputProps(meta, { type, ariaDescribedBy }), meta, id)}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          maxLength={maxLength}
          // Only for a field the user's own action just added (never on arrival at a page).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusOnLoad}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField<S>(
  props: FieldProps<S> & {
    options: readonly Option[];
    placeholder?: string;
    autoComplete?: string;
    dataAttributes?: Record<`data-${string}`, string>;
  },
) {
  const { meta, id, options, placeholder = 'Elige una opción', autoComplete } = props;
  const ariaDescribedBy = fieldIds(props).hint;
  return (
    <FieldFrame {...props}>
      <select
        {...underId(getSelectProps(meta, { ariaDescribedBy }), meta, id)}
        autoComplete={autoComplete}
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

export function CheckboxField<S>({ meta, children }: { meta: FieldMetadata<S>; children: ReactNode }) {
  return (
    <div className="field">
      <div className="checkbox">
        <input {...getInputProps(meta, { type: 'checkbox' })} />
        <label htmlFor={meta.id}>{children}</label>
      </div>
      <FieldError id={meta.errorId} message={errorOf(meta)} />
    </div>
  );
}

/** Radio buttons in a fieldset; the legend names the group and the error describes each radio. */
export function RadioGroup<S>({
  meta,
  legend,
  options,
}: {
  meta: FieldMetadata<S>;
  legend: string;
  options: ReadonlyArray<Option & { hint?: string }>;
}) {
  // Conform gives each radio a React key too; it is the element's key, not a prop to spread.
  const radios = getCollectionProps(meta, {
    type: 'radio',
    options: options.map((option) => option.value),
  }).map(({ key: _key, ...radio }) => radio);
  return (
    <fieldset className="field radio-group" id={meta.id}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <div className="checkbox" key={option.value}>
          <input {...radios[index]} />
          <label htmlFor={radios[index].id}>
            {option.label}
            {option.hint ? <span className="field__hint"> — {option.hint}</span> : null}
          </label>
        </div>
      ))}
      <FieldError id={meta.errorId} message={errorOf(meta)} />
    </fieldset>
  );
}
