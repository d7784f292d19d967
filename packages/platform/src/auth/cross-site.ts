/**
 * Whether a write comes from another site, judged as browsers let us judge it (the approach of
 * Go's http.CrossOriginProtection): Sec-Fetch-Site first, then Origin against the Host the
 * browser addressed or a configured public origin. A request with neither header does not come
 * from a browser page, so it cannot carry a victim's cookie against their will.
 */
export interface WriteOrigin {
  method: string;
  secFetchSite: string | undefined;
  origin: string | undefined;
  host: string | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(write: WriteOrigin, publicOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(write.method.toUpperCase())) return false;
  const site = write.secFetchSite?.toLowerCase();
  if (site === 'same-origin' || site === 'none') return false;
  if (write.origin === undefined) return site !== undefined;
  if (publicOrigins.includes(write.origin)) return false;
  if (!URL.canParse(write.origin) || write.host === undefined) return true;
  return new URL(write.origin).host !== write.host.toLowerCase();
}
