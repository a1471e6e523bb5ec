/** A provider page: relative when the provider is served by this same site (mock mode). */
export function providerUrl(request: Request, base: string, params: Record<string, string>) {
  const origin = new URL(request.url).origin;
  const url = new URL(base, origin);
  url.search = new URLSearchParams(params).toString();
  return url.origin === origin ? url.pathname + url.search : url.toString();
}
