/** A minimal cookie jar for following a sign-in across two servers by hand (name=value only). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes Set-Cookie headers from a fetch Response or an inject() reply; expired cookies are dropped. */
  store(setCookie: string | string[] | undefined | null): void {
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(filter: (name: string) => boolean = () => true): string {
    return [...this.cookies]
      .filter(([name]) => filter(name))
      .map(([n, v]) => `${n}=${v}`)
      .join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}
