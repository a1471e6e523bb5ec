/** `/pagar?…`: `curso`, `ruta` and `curso`, or `ruta`; `hijo` preselects the child. */
export function payHref(params: { ruta?: string; curso?: string; hijo?: string }): string {
  const search = new URLSearchParams();
  if (params.ruta) search.set('ruta', params.ruta);
  if (params.curso) search.set('curso', params.curso);
  if (params.hijo) search.set('hijo', params.hijo);
  return `/pagar?${search.toString()}`;
}
