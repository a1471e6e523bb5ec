/** The server entry overwrites this header on every request, so a client cannot set it. */
export const CLIENT_IP_HEADER = 'x-kodea-client-ip';

export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || 'unknown';
}
