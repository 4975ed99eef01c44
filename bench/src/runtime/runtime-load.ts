import autocannon from 'autocannon';

/** Demo member 100002 of the seed (CAPTCHA_BYPASS=1 lets the bench sign in without reading a picture). */
const DEMO_MEMBER = { nik: '100002', password: 'Koperasi123!' };

/** Signs the demo member in and returns the access token the load uses. */
export async function signIn(origin: string): Promise<string> {
  const reply = await fetch(`${origin}/api/v1/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_MEMBER, captcha: '0', key: 'x' }),
  });
  const body = (await reply.json()) as { message: string; data?: { access_token?: string } };
  const token = body.data?.access_token;
  if (!token) throw new Error(`login of ${DEMO_MEMBER.nik}: ${reply.status} ${body.message}`);
  return token;
}

export function readMe(origin: string, token: string, seconds: number, connections: number) {
  return new Promise<autocannon.Result>((done, fail) => {
    autocannon(
      {
        url: `${origin}/api/v1/me`,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}
