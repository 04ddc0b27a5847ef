import type { RequestHandler } from "express";
import proxyAddr from "proxy-addr";
import type { Logger } from "pino";

/**
 * TRUST_PROXY: the reverse proxies that stand before the BFF, named by their own addresses — a comma-separated list
 * of addresses, subnets (CIDR: `10.0.0.0/8`, `fd00::/8`) and proxy-addr's names (`loopback`, `linklocal`,
 * `uniquelocal`). express reads the client's address (the login's rate limits, the logs) and protocol from
 * X-Forwarded-For/-Proto only when the connection comes from one of them, and walks the X-Forwarded-For chain back
 * through them only: a client that reaches the BFF by another way (a misrouted ingress, a service inside the cluster)
 * is its own address, whatever it writes in the header.
 *
 * Unset: `loopback` when cookies are Secure (TLS ends at a proxy on the same host), else none. `0`, `false` or `none`:
 * none. A hop count (`1`) or `true` is refused at start: they trust whoever connects, which is the hole this closes.
 */
export function trustedProxiesOf(raw: string | undefined, cookieSecure: boolean): string[] {
  const value = raw?.trim();
  if (value === undefined || value === "") return cookieSecure ? ["loopback"] : [];
  if (["0", "false", "none"].includes(value.toLowerCase())) return [];
  if (/^\d+$/.test(value) || value.toLowerCase() === "true")
    throw new Error(
      `TRUST_PROXY="${value}" would trust any client's X-Forwarded-For: name the proxies' addresses instead, e.g. TRUST_PROXY="loopback, 10.0.0.0/8"`,
    );
  const proxies = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(proxies);
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message} (want addresses, CIDR subnets, loopback, linklocal or uniquelocal)`, {
      cause: error,
    });
  }
  return proxies;
}

/**
 * Warns once per process when a request carries X-Forwarded-For from an address TRUST_PROXY does not name: either a
 * client forging it (ignored, as it should be) or a proxy missing from the list, in which case every user appears as
 * that proxy's address and shares its login limits. The log says which, once, never once a request.
 */
export function untrustedForwardsWarning(proxies: string[], logger: Logger): RequestHandler {
  const trusted = proxyAddr.compile(proxies);
  let warned = false;
  return (req, _res, next) => {
    const from = req.socket.remoteAddress;
    if (!warned && from && req.headers["x-forwarded-for"] !== undefined && !trusted(from, 0)) {
      warned = true;
      logger.warn({ from, trustProxy: proxies }, "X-Forwarded-For from an address TRUST_PROXY does not name: ignored (a proxy missing from it?)");
    }
    next();
  };
}
