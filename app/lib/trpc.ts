/** The browser's tRPC client: used only to enhance forms when JavaScript is on (no screen depends on it). */
import { createTRPCReact } from '@trpc/react-query';
import type { BrowserRouter } from '@server/trpc/browser-router';

export const trpc = createTRPCReact<BrowserRouter>();
