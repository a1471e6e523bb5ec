/**
 * Puts a vacation purchase in a signed-in bench session, as 'Inscribirme' on /vacaciones does, so
 * /enrollment (which sends a visitor without one back to /vacaciones) can be measured.
 */
export async function chooseVacationProgram(base: string, cookie: string): Promise<string> {
  const response = await fetch(`${base}/vacaciones?edad=8_to_11&index`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: base, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ageRange: '8_to_11', programId: 'vac-8_to_11-1', groupId: 'vg-8-1-1' }),
  });
  const renewed = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair.startsWith('__kodea_session='));
  if (response.headers.get('location') !== '/enrollment')
    throw new Error(`bench: choosing a vacation program failed (${response.status})`);
  return renewed ?? cookie;
}
