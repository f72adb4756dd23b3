import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie, read and written here: one name whose value is always base64url, so a few
 * lines do what a cookie library would (@fastify/cookie loads its parser with a dynamic import,
 * which the test runner cannot).
 */

export interface SessionCookie {
  name: string;
  secure: boolean;
}

/** `__Host-` binds the cookie to this host and path / over HTTPS; a plain-HTTP site cannot use it. */
export function sessionCookie(siteUrl: string): SessionCookie {
  const secure = siteUrl.startsWith('https:');
  return { name: secure ? '__Host-staff_session' : 'staff_session', secure };
}

/** The value of the first cookie called `name` in the request's Cookie header. */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** No Max-Age: the cookie goes with the browser session; the server ends the session itself anyway. */
export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, token: string): void {
  reply.header(
    'set-cookie',
    `${cookie.name}=${token}; Path=/; HttpOnly; SameSite=Strict${cookie.secure ? '; Secure' : ''}`,
  );
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.header(
    'set-cookie',
    `${cookie.name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict${cookie.secure ? '; Secure' : ''}`,
  );
}
