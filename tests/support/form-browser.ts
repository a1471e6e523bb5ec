/** A browser without JavaScript posting forms to one route action: its cookie follows every answer. */
export function formBrowser<R extends Response>(
  action: (request: Request) => Promise<R>,
  origin = 'http://localhost',
) {
  let cookie = '';
  return {
    async post(
      path: string,
      fields: Record<string, string>,
      headers: Record<string, string> = {},
    ): Promise<R> {
      const response = await action(
        new Request(`${origin}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
          body: new URLSearchParams(fields).toString(),
        }),
      );
      const set = response.headers.get('set-cookie');
      if (set) cookie = set.split(';')[0];
      return response;
    },
    /** A plain request carrying the cookie, to read the session it names. */
    request: () => new Request(origin, { headers: { cookie } }),
  };
}
