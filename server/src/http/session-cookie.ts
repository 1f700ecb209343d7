import type { Request, Response } from 'express';

/**
 * The session cookie: httpOnly and SameSite=Lax always; Secure and `__Host-` prefixed in
 * production, so no subdomain or plain-HTTP page can set or read it.
 */
export interface SessionCookie {
  read(): string | null;
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

export function sessionCookieName(production: boolean): string {
  return production ? '__Host-herbal_session' : 'herbal_session';
}

export function sessionCookie(req: Request, res: Response, production: boolean): SessionCookie {
  const name = sessionCookieName(production);
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: production, path: '/' };
  return {
    read() {
      const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
      return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
    },
    set(token, expiresAt) {
      res.cookie(name, token, { ...options, expires: expiresAt });
    },
    clear() {
      res.clearCookie(name, options);
    },
  };
}
