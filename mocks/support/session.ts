/** POST /__mocks/session (support token only): e2e tests sign in without the dialog (decision 028). */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { MOCK_API_URL } from '../config';
import { asRecord, asText } from '../http/text';
import { hasSupportToken, refuseSupport } from './access';

export const SESSION_ROUTE = '/__mocks/session';

export interface SessionRouteOptions {
  /** Stores the upstream's login answer in the session behind `cookieHeader`; returns its Set-Cookie. */
  openSession(cookieHeader: string | undefined, loginAnswer: unknown): Promise<string>;
}

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
