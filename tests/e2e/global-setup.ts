/** Before a run: the documents kept by an earlier run would be checked again (page-record.ts). */
import { rm } from 'node:fs/promises';
import { VISITED_PAGES_DIR } from '../e2e-logs/visited-pages-dir';

export default async function globalSetup() {
  await rm(VISITED_PAGES_DIR, { recursive: true, force: true });
}
