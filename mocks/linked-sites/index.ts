/** What the simulated API's answers link to, served by this server in mock mode. */
import type { Express } from 'express';
import { mountMediaFiles } from './media-files/routes';
import { mountPaymentLinks } from './payment-links';
import { mountStudentPlatform } from './student-platform/routes';

export function mountLinkedSites(app: Express): void {
  mountStudentPlatform(app);
  mountMediaFiles(app);
  mountPaymentLinks(app);
}
