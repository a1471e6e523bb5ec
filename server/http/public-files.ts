/**
 * The files of `public/` other than the fingerprinted assets (`/build`, mounted on their own):
 * images, icons, syllabi, for a day. Only a path under one of `public/`'s own entries reaches
 * express.static, so a page request never waits for a stat() of a file that cannot exist.
 */
import { existsSync, readdirSync } from 'node:fs';
import express, { type NextFunction, type Request, type Response } from 'express';

/** `/images/a.svg` → `images`; `/favicon.ico` → `favicon.ico`. */
const firstSegment = (path: string) => path.split('/', 2)[1] ?? '';

export function publicFiles(root: string, options: { except: string[] }) {
  const serve = express.static(root, { maxAge: '1d' });
  // Read once at start: the folder holds the repository's files and the build's output.
  const entries = new Set(
    (existsSync(root) ? readdirSync(root) : []).filter((name) => !options.except.includes(name)),
  );
  return (req: Request, res: Response, next: NextFunction) =>
    entries.has(firstSegment(req.path)) ? serve(req, res, next) : next();
}
