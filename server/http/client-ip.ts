/**
 * The client's address as express resolved it (trust proxy: one hop, the load balancer).
 * The server entry overwrites this header on every incoming request, so a client cannot set it;
 * loaders, actions and tRPC read it from the Fetch Request without needing express.
 */
export const CLIENT_IP_HEADER = 'x-kodea-client-ip';

export function clientIpOf(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) || 'unknown';
}
