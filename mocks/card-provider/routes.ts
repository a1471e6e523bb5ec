/** The card provider's browser side (hosted form, embedded form script). Built by the payments issue. */
import type { Express } from 'express';

export function mountCardProvider(_app: Express): void {}
