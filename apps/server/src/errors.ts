import { SERVER_ERRORS } from '@tradepool/domain';

/** An error with an honest HTTP status; its message reaches the client in the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string = SERVER_ERRORS.notAuthenticated) => new AppError(401, message);
export const forbidden = (message: string = SERVER_ERRORS.forbidden) => new AppError(403, message);
export const notFound = (message: string = SERVER_ERRORS.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooLarge = (message: string) => new AppError(413, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
export const serviceUnavailable = (message: string) => new AppError(503, message);
