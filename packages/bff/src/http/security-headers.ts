import { createHash } from "node:crypto";
import helmet from "helmet";
import type { RequestHandler } from "express";

/**
 * Security headers of every answer (helmet): no framing (frame-ancestors 'none' and X-Frame-Options DENY), no MIME
 * sniffing, a same-origin referrer policy, HSTS when the portal is served over TLS (`secure`). The pages' Content
 * Security Policy is `pageCsp`'s, set by the page routes: it needs the page's own inline script.
 */
export function securityHeaders(secure: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false, // the video pop-up embeds YouTube and Vimeo players
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: secure ? { maxAge: 180 * 24 * 3600, includeSubDomains: true } : false,
  });
}

/** The sha256 source of every inline script a page holds (not JSON data blocks), for its script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!) || /type="application\/json"/.test(attributes!) || !body!.trim()) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
  }
  return hashes;
}

/**
 * The pages' Content Security Policy: the app's own files and the first-paint script (by hash) only; styles inline
 * too (Mantine writes style attributes and its theme's variables); pictures, video files and data from the portal;
 * the portal's own download frame and the video players of YouTube (no-cookie) and Vimeo; pdf.js's worker from the portal's own assets.
 */
export function pageCsp(html: string, secure: boolean): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptHashes(html)],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "media-src": ["'self'"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "frame-src": ["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (secure) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
