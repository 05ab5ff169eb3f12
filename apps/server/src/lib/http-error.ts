import type { ErrorDetail } from '@trousse/contracts/errors';
import { errorCodes } from '@trousse/contracts/error-codes';
import { messagesFr } from '@trousse/contracts/messages-fr';

/**
 * The one way services throw: a status, the French message the user sees, an optional
 * machine code and extra fields (remainingAttempts, cooldownRemaining…) that go into the body.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export const badRequest = (details: ErrorDetail[]) =>
  new HttpError(400, messagesFr.invalidData, errorCodes.validation, { details });

export const notFound = (message: string = messagesFr.notFound) =>
  new HttpError(404, message, errorCodes.notFound);
