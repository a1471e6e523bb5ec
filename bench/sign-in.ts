/**
 * Signs a bench visitor in through the app's own login action (POST /auth/login, the dialog's
 * form), so it works the same in mock mode and against a shared upstream (UPSTREAM_URL): the
 * answer's Set-Cookie is the session every signed-in measurement sends.
 */
export const BENCH_PASSWORD = 'Kodea2026!';

export async function signIn(base: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    // Same-origin like the dialog's post: the CSRF guard checks Origin.
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, redirectTo: '/' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('__kodea_session='));
  const landing = response.headers.get('location') ?? '';
  if (!cookie || landing.includes('login=1'))
    throw new Error(`bench: could not sign in ${email} (${response.status} → ${landing || 'no redirect'})`);
  return cookie;
}
