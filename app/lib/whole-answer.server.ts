/**
 * A resource route's answer built whole in memory (a text, a calendar, a PDF), sent with its
 * length as pages are (decision 101): the compression middleware then sees its size and leaves a
 * small one as it is, as a proxy would. Only an answer that really streams (the organization's
 * CSV) goes without one.
 */
export function wholeAnswer(body: string | Uint8Array, headers: Record<string, string>): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
  return new Response(bytes, { headers: { ...headers, 'Content-Length': String(bytes.byteLength) } });
}
