// storage-api renders every error with a string `statusCode` holding the
// logical status, and sends HTTP 400 for all of them except 500.
import { ApiError } from '../http/api-error';

export function storageError(logical: number, code: string, error: string, message: string): ApiError {
  return new ApiError(logical === 500 ? 500 : 400, { statusCode: String(logical), code, error, message });
}

export const StorageErrors = {
  bucketNotFound: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => storageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () => storageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  tooLarge: () =>
    storageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMime: (type: string) =>
    storageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  rls: (message = 'new row violates row-level security policy') =>
    storageError(403, 'AccessDenied', 'Unauthorized', message),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', 'Unauthorized', message),
  noAuthorization: () =>
    storageError(403, 'AccessDenied', 'Unauthorized', "headers must have required property 'authorization'"),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`),
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', 'Bad Request', message),
};
