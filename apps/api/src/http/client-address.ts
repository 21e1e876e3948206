import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

type Trust = number | boolean | string[];

/** TRUST_PROXY compiled as Express compiles `trust proxy`: a hop count, all or nothing, or addresses/subnets. */
export function compileTrust(trust: Trust): (address: string, hop: number) => boolean {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  if (typeof trust === 'boolean') return () => trust;
  return proxyAddr.compile(trust);
}

/** The client address of a raw request (e.g. a Socket.IO handshake), by the same rule as Express's `req.ip`. */
export function clientAddress(
  req: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): string {
  return proxyAddr(req, trust);
}
