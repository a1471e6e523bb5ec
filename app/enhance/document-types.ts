// Only the chosen country's document types are offered (`data-countries`: codes, 'all' or
// 'others'). Without JavaScript every type is offered and the server checks the pair.
export const DOCUMENT_TYPE_SELECTOR = 'select[data-country-field]';

/** Whether an option with `rule` (its data-countries) fits `country`; `hasOwn`: some option names it. */
export function documentTypeFits(rule: string, country: string, hasOwn: boolean): boolean {
  if (rule === 'all') return true;
  if (rule === 'others') return !hasOwn;
  return rule.split(' ').includes(country);
}

export function filterDocumentTypes(select: HTMLSelectElement): () => void {
  const country = document.getElementById(select.dataset.countryField ?? '');
  if (!(country instanceof HTMLSelectElement)) return () => {};
  const sync = () => {
    const options = [...select.options].filter((option) => option.dataset.countries);
    const rules = options.map((option) => option.dataset.countries ?? '');
    const hasOwn = rules.some((rule) => rule.split(' ').includes(country.value));
    options.forEach((option, index) => {
      const fits = documentTypeFits(rules[index] ?? '', country.value, hasOwn);
      option.hidden = !fits;
      option.disabled = !fits;
      if (!fits && option.selected) select.value = '';
    });
  };
  country.addEventListener('change', sync);
  sync();
  return () => country.removeEventListener('change', sync);
}
