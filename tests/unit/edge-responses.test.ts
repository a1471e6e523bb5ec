/**
 * The rules the edge applies to every answer (docs/decisions/024): personal answers are private,
 * a 503 names a Retry-After, Remix's own English fallbacks are recognised, and express's last
 * resort answers a Spanish page that keeps an error's status (a 503 stays a 503).
 */
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastResort } from '../../server/http/last-resort';
import { applyPrivateRule, carriesSession } from '../../server/http/private-responses';
import { isRemixFallback } from '../../server/http/remix-handler';
import { addRetryAfter, RETRY_AFTER_SECONDS } from '../../server/http/retry-after';
import { serve, type TestServer } from './mock-http';
import { logger } from '../../server/log/logger';

describe('applyPrivateRule', () => {
  it('a request carrying the session cookie gets private, no-store, whatever the route said', () => {
    const headers = new Headers({ 'Cache-Control': 'public, max-age=3600' });
    expect(applyPrivateRule('kodea_tz=America%2FLima; __kodea_session=abc.def', headers)).toBe(true);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('an answer that sets a cookie is never shared', () => {
    const headers = new Headers({ 'Cache-Control': 'public, s-maxage=60' });
    headers.append('Set-Cookie', 'x=1; Path=/');
    expect(applyPrivateRule(undefined, headers)).toBe(true);
    expect(headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('an anonymous exchange keeps the route’s own policy', () => {
    const headers = new Headers({ 'Cache-Control': 'public, s-maxage=60' });
    expect(applyPrivateRule('kodea_tz=America%2FLima', headers)).toBe(false);
    expect(headers.get('Cache-Control')).toBe('public, s-maxage=60');
  });

  it('only the session cookie itself counts', () => {
    expect(carriesSession('__kodea_session=abc')).toBe(true);
    expect(carriesSession('a=1;__kodea_session=abc')).toBe(true);
    expect(carriesSession('not__kodea_session=abc')).toBe(false);
    expect(carriesSession('__kodea_session_x=abc')).toBe(false);
    expect(carriesSession(null)).toBe(false);
  });
});

describe('addRetryAfter', () => {
  it('every 503 says when to come back', () => {
    const headers = new Headers();
    addRetryAfter(503, headers);
    expect(headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('keeps a Retry-After the answer already names, and leaves other statuses alone', () => {
    const own = new Headers({ 'Retry-After': '5' });
    addRetryAfter(503, own);
    expect(own.get('Retry-After')).toBe('5');
    for (const status of [200, 500, 502, 504]) {
      const headers = new Headers();
      addRetryAfter(status, headers);
      expect(headers.has('Retry-After'), String(status)).toBe(false);
    }
  });
});

describe('isRemixFallback', () => {
  it('Remix’s last resort (plain text "Unexpected Server Error") and its internal error answers', async () => {
    const lastResortText = new Response('Unexpected Server Error', {
      status: 500,
      headers: { 'Content-Type': 'text/plain' },
    });
    const internal = new Response('{"message":"No route matches"}', {
      status: 405,
      headers: { 'X-Remix-Error': 'yes', 'Content-Type': 'application/json' },
    });
    expect(await isRemixFallback(lastResortText)).toBe(true);
    expect(await isRemixFallback(internal)).toBe(true);
    // Still readable afterwards: the check reads a clone.
    expect(await lastResortText.text()).toBe('Unexpected Server Error');
  });

  it('a route’s own answers, errors included, are left as they are', async () => {
    const spanishText = new Response('No pudimos generar el calendario.', {
      status: 502,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
    const page = new Response('<!DOCTYPE html>', { status: 503, headers: { 'Content-Type': 'text/html' } });
    const robots = new Response('User-agent: *', { status: 200, headers: { 'Content-Type': 'text/plain' } });
    for (const response of [spanishText, page, robots]) expect(await isRemixFallback(response)).toBe(false);
  });
});

describe('lastResort (express)', () => {
  let server: TestServer;
  beforeAll(async () => {
    const app = express();
    app.get('/store-down', () => {
      // What a store outage throws (server/store): a Response with status 503.
      throw new Response(null, { status: 503 });
    });
    app.get('/bug', () => {
      throw new Error('secret internals at /srv/kodea/server/x.ts');
    });
    app.use(lastResort);
    server = await serve(app);
  });
  afterAll(() => server.close());

  it('an error thrown as a 503 is the Spanish maintenance page with Retry-After', async () => {
    const answer = await server.fetch('/store-down', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    const body = await answer.text();
    expect(body).toContain('<html lang="es">');
    expect(body).toContain('En mantenimiento, volvemos en unos minutos');
  });

  it('a script gets JSON, in Spanish, still with Retry-After', async () => {
    const answer = await server.fetch('/store-down', { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await answer.json()).toEqual({
      error: 'En mantenimiento, volvemos en unos minutos',
      message: 'Estamos mejorando Kodea para ti. Vuelve a intentarlo en unos minutos.',
    });
  });

  it('any other error is a Spanish 500 page that shows nothing of it', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const answer = await server.fetch('/bug', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(500);
    expect(answer.headers.has('retry-after')).toBe(false);
    const body = await answer.text();
    expect(body).toContain('Ups, algo salió mal');
    expect(body).not.toContain('secret internals');
    // Logged once, for us, with the error itself.
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
