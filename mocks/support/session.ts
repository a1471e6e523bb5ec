/**
 * POST /__mocks/session (support token only): signs a user in without the login dialog, so the
 * end-to-end tests spend their time on what they test (docs/decisions/028). The simulated
 * upstream answers the sign-in exactly as it answers the app's own login call (same tokens,
 * alias accounts created the same way), and the app's session code, passed in by the server
 * entry, stores that answer as a login does and returns the Set-Cookie. Mounted in mock mode
 * only: with UPSTREAM_URL set the route does not exist.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { MOCK_API_URL } from '../config';
import { asRecord, asText } from '../http/text';
import { hasSupportToken, refuseSupport } from './access';

export const SESSION_ROUTE = '/__mocks/session';

export interface SessionRouteOptions {
  /**
   * Stores the upstream's login answer (unchecked JSON, as the upstream sent it) in the session
   * behind `cookieHeader`, renewed as at sign-in, and returns its Set-Cookie header.
   */
  openSession(cookieHeader: string | undefined, loginAnswer: unknown): Promise<string>;
}

/** The simulated upstream's own answer to POST /api/auth/login/ (in-process: MSW answers it). */
async function upstreamLogin(email: string, password: string) {
  const response = await fetch(`${MOCK_API_URL}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

export function mountSessionRoute(app: Express, options: SessionRouteOptions): void {
  app.post(
    SESSION_ROUTE,
    // A form body, like every post the app accepts: outside mock mode the same request then
    // reaches the app's router and gets its 404.
    express.urlencoded({ extended: false, limit: '2kb' }),
    async (req: Request, res: Response, next: NextFunction) => {
      res.set('Cache-Control', 'no-store');
      // Without the token nobody may skip the login dialog (and its throttles).
      if (!hasSupportToken(req)) return refuseSupport(req, res);
      const body = asRecord(req.body);
      const email = asText(body?.email);
      const password = asText(body?.password);
      if (!email || !password) return res.status(400).json({ error: 'Faltan email y password.' });
      try {
        const login = await upstreamLogin(email, password);
        if (login.status !== 200) return res.status(login.status).json(login.body);
        res.set('Set-Cookie', await options.openSession(req.headers.cookie, login.body));
        res.status(204).end();
      } catch (error) {
        next(error);
      }
    },
  );
}
