import type { DeviceInfo } from '@trousse/contracts/api/auth/schemas';
import type { FastifyRequest } from 'fastify';
import { hmacHex } from '../../lib/crypto';
import { deviceLabel, truncateIp } from '../../lib/request-info';

/** What the auth services know of the caller: where from and on what device. */
export interface RequestContext {
  ip: string | null;
  device: string;
  /** French, as stored with the session; mails say it again in the account's language. */
  deviceLabel: string;
  userAgent: string;
  /** HMAC of the device fingerprint (or of the user agent when none is sent). */
  deviceHash: string | null;
  /** HMAC of the fingerprint only, for the one-account-per-device rule. */
  fingerprintHash: string | null;
}

export function requestContext(
  request: FastifyRequest,
  deviceKey: Buffer,
  deviceInfo?: DeviceInfo,
): RequestContext {
  const userAgent = deviceInfo?.userAgent || request.headers['user-agent'] || '';
  const fingerprint = deviceInfo?.fingerprint || headerValue(request.headers['x-device-fingerprint']);
  const label = deviceLabel(userAgent);
  const fingerprintHash = fingerprint ? hmacHex(deviceKey, `fp:${fingerprint.slice(0, 200)}`) : null;
  return {
    ip: truncateIp(request.ip),
    device: label,
    deviceLabel: label,
    userAgent,
    deviceHash: fingerprintHash ?? (userAgent ? hmacHex(deviceKey, `ua:${userAgent}`) : null),
    fingerprintHash,
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
