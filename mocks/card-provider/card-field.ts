/** One labelled card input of the providers' hosted pages, with its red error when it has one. */
import { escapeHtml } from '../text';
import type { CardField } from './cards';

export function cardField(
  name: CardField,
  label: string,
  value: string,
  errors: Partial<Record<CardField, string>>,
  attrs = '',
) {
  const error = errors[name];
  const invalid = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  const message = error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : '';
  return `<label for="${name}">${label}</label><input id="${name}" name="${name}" value="${escapeHtml(
    value,
  )}" ${attrs}${invalid}>${message}`;
}
