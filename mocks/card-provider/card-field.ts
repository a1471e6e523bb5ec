/** One labelled card input of the providers' hosted pages, with its red error when it has one. */
import { escapeHtml } from '../http/text';
import type { CardField, CardInput } from './cards';

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

/**
 * The four card inputs of a hosted page. The CVC is never echoed back; `afterNumber` is extra
 * markup under the number (the global provider shows the detected brand there).
 */
export function cardFields(
  card: Partial<CardInput>,
  errors: Partial<Record<CardField, string>>,
  options: { cvcLabel: string; afterNumber?: string },
) {
  return [
    cardField('name', 'Nombre del titular', card.name ?? '', errors, 'autocomplete="cc-name"'),
    cardField(
      'number',
      'Número de tarjeta',
      card.number ?? '',
      errors,
      'inputmode="numeric" autocomplete="cc-number"',
    ) + (options.afterNumber ?? ''),
    '<div class="row"><div>' +
      cardField(
        'expiry',
        'Vencimiento (MM/AA)',
        card.expiry ?? '',
        errors,
        'placeholder="MM/AA" autocomplete="cc-exp"',
      ) +
      '</div>\n<div>' +
      cardField('cvc', options.cvcLabel, '', errors, 'inputmode="numeric" autocomplete="cc-csc"') +
      '</div></div>',
  ].join('\n');
}
