import { errorCatalogue, type LintelError } from '../errors.js';

/** The REST error body of contract §2 (Chift's `ChiftError`, or the validation body for 422). */
export function errorBody(error: LintelError): Record<string, unknown> {
  if (error.code === 'ERROR_VALIDATION') {
    return { message: errorCatalogue.ERROR_VALIDATION.message, status: 'error', detail: error.detail };
  }
  return { message: error.message, status: 'error', detail: error.detail, error_code: error.code };
}

export function errorResponse(error: LintelError, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(errorBody(error)), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers, ...headers },
  });
}
