/**
 * `/pagar?…` (issue 16): the checkout page of a product — `curso` alone (an individual course),
 * `ruta` and `curso` (a course of a path), `ruta` alone (the full path) — and, from the parents'
 * zone, `hijo` to preselect the child. The parents' zone builds the same shape on the server
 * (server/parents/buy-links.ts).
 */
export function payHref(params: { ruta?: string; curso?: string; hijo?: string }): string {
  const search = new URLSearchParams();
  if (params.ruta) search.set('ruta', params.ruta);
  if (params.curso) search.set('curso', params.curso);
  if (params.hijo) search.set('hijo', params.hijo);
  return `/pagar?${search.toString()}`;
}
