/** Plays an operator's browser against the console: a cookie jar, forms with their CSRF token, no redirects followed. */
export class OpsBrowser {
  private readonly cookies = new Map<string, string>();
  /** The Set-Cookie lines of the last answer, raw, for their attributes. */
  lastSetCookies: string[] = [];

  /** `headers` go with every request: an `x-forwarded-for` puts the browser at an address (TRUST_PROXY_HOPS=1). */
  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private remember(response: Response): void {
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): Record<string, string> {
    const header = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return header ? { ...this.headers, cookie: header } : { ...this.headers };
  }

  async get(path: string): Promise<{ response: Response; text: string }> {
    const response = await fetch(`${this.baseUrl}${path}`, { headers: this.cookieHeader(), redirect: 'manual' });
    this.remember(response);
    return { response, text: await response.text() };
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...this.cookieHeader(), ...headers },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    this.remember(response);
    return { response, text: await response.text() };
  }
}

/** The CSRF token a console page's form carries. */
export function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('No CSRF field on the page');
  return match[1];
}

/** The enrolment link's token the sign-in page carries in a hidden field, as its form would post it. */
export function hiddenEnrolmentOf(html: string): { enrolment?: string } {
  const match = /name="enrolment" value="([^"]+)"/.exec(html);
  return match?.[1] ? { enrolment: match[1] } : {};
}

/** The TOTP key an enrolment page shows (the operator's phone reads it from the QR code). */
export function totpSecretOf(html: string): string {
  const match = /data-testid="totp-secret">([A-Z2-7]+)</.exec(html);
  if (!match?.[1]) throw new Error('No authenticator key on the page');
  return match[1];
}
