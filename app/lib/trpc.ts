/** The browser's tRPC client: used only to enhance forms when JavaScript is on (no screen depends on it). */
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@server/trpc/root';

export const trpc = createTRPCReact<AppRouter>();
