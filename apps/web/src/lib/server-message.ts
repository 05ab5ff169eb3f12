import { clientErrorCodes, isApiError } from './api-client';

/** Failures made on the device whose message is already the one to show. */
const deviceSideCodes: readonly string[] = [
  clientErrorCodes.freemiumLimit,
  clientErrorCodes.invalidToken,
  clientErrorCodes.sessionExpired,
];

/** The server's message, or a device-side message, or `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  if (error.code && deviceSideCodes.includes(error.code)) return error.message;
  return fallback;
}
