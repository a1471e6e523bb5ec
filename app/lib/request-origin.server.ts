/** The public origin of this request, for absolute URLs in structured data. */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}
