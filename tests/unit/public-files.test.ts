/**
 * The files of public/ (server/http/public-files.ts): served under their folder's name, while a
 * page's path goes on to Remix at once, without a stat() of a file that cannot exist.
 */
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicFiles } from '../../server/http/public-files';

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kodea-public-'));
  mkdirSync(path.join(root, 'images'));
  mkdirSync(path.join(root, 'build'));
  writeFileSync(path.join(root, 'images', 'a.svg'), '<svg/>');
  writeFileSync(path.join(root, 'build', 'app.js'), 'x');
  writeFileSync(path.join(root, 'favicon.ico'), 'ico');
  const app = express();
  app.use(publicFiles(root, { except: ['build'] }));
  app.use((_req, res) => void res.type('text/plain').send('page'));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const text = async (url: string) => (await fetch(`${origin}${url}`)).text();

describe('public files', () => {
  it('serves the files of public/ by their path', async () => {
    expect(await text('/images/a.svg')).toBe('<svg/>');
    expect(await text('/favicon.ico')).toBe('ico');
  });

  it('leaves a missing file under a public folder, and the excepted folder, to what follows', async () => {
    expect(await text('/images/missing.svg')).toBe('page');
    expect(await text('/build/app.js')).toBe('page');
  });

  it('passes a page’s path on without touching the disk', async () => {
    const stat = vi.spyOn(fs, 'stat');
    for (const url of ['/terminos-y-condiciones', '/dashboard?hijo=501', '/'])
      expect(await text(url), url).toBe('page');
    expect(stat).not.toHaveBeenCalled();
    expect(await text('/images/a.svg')).toBe('<svg/>');
    expect(stat).toHaveBeenCalled();
  });
});
