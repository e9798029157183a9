/** Minimal document.cookie helpers; every cookie the app writes goes through `setCookie`. */
export interface CookieOptions {
  /** Lifetime in seconds; a session cookie when omitted. */
  maxAge?: number;
  path?: string;
  sameSite?: "lax" | "strict" | "none";
  secure?: boolean;
}

/** The cookies a render outside the browser sees (the build's pre-rendering of first views). */
let serverCookies = "";
export function setServerCookies(cookies: string): void {
  serverCookies = cookies;
}

function cookieHeader(doc: Document | undefined): string {
  if (doc) return doc.cookie;
  return typeof document === "undefined" ? serverCookies : document.cookie;
}

export function getCookie(name: string, doc?: Document): string | undefined {
  for (const part of cookieHeader(doc).split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? "/"}`];
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.round(options.maxAge)}`);
  parts.push(`samesite=${options.sameSite ?? "lax"}`);
  if (options.secure || options.sameSite === "none") parts.push("secure");
  return parts.join("; ");
}

export function setCookie(name: string, value: string, options: CookieOptions = {}, doc: Document = document): void {
  doc.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string, options: Pick<CookieOptions, "path"> = {}, doc: Document = document): void {
  doc.cookie = `${name}=; path=${options.path ?? "/"}; max-age=0`;
}

/**
 * Whether the app runs cross-origin: inside a frame of another site, or talking to an API on
 * another origin. Cookies then need SameSite=None; Secure (specification section 4).
 */
export function isCrossOrigin(apiBaseUrl: string, win: Window = window): boolean {
  try {
    if (win.top && win.top !== win.self && win.top.location.origin !== win.location.origin) return true;
  } catch {
    return true; // reading a cross-origin parent's location throws
  }
  if (!apiBaseUrl) return false;
  try {
    return new URL(apiBaseUrl, win.location.href).origin !== win.location.origin;
  } catch {
    return false;
  }
}

/** The SameSite policy of section 4: lax, or none and secure when cross-origin. */
export function sameSiteFor(crossOrigin: boolean): Pick<CookieOptions, "sameSite" | "secure"> {
  return crossOrigin ? { sameSite: "none", secure: true } : { sameSite: "lax" };
}
