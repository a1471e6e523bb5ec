// The browser's typed client of /api/trpc (issue 77). Types only from the server: the router's
// code never reaches the browser bundle.
import { createTRPCReact } from '@trpc/react-query';
import type { BrowserRouter } from '@server/trpc/browser-router';

export const trpc = createTRPCReact<BrowserRouter>();
