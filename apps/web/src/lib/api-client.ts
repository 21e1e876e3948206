import type { ApiError } from '@takeoff/shared/errors';

type Issues = NonNullable<ApiError['issues']>;

/** The one error every failed API call throws. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: Issues | undefined;

  constructor(status: number, code: string, message: string, issues?: Issues) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function isApiErrorBody(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

export function buildUrl(path: string, query?: RequestOptions['query']) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Turns a non-ok response into ApiRequestError: the server's {message, code} or the seeds' 'status: body text'. */
export async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (isApiErrorBody(body)) {
      return new ApiRequestError(response.status, body.code ?? 'UNKNOWN', body.message, body.issues);
    }
  } catch {
    // Not JSON: fall through to the plain-text message.
  }
  return new ApiRequestError(response.status, 'UNKNOWN', `${response.status}: ${text || response.statusText}`);
}

/** Sends a request with the session cookie; the token never touches browser storage. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, headers } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const response = await fetch(buildUrl(path, query), {
    method,
    credentials: 'include',
    signal,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiRequestError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

/** For queries: a 401 means "not signed in" and yields null instead of an error (seeds §7). */
export async function apiGetOrNull<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) {
  try {
    return await apiGet<T>(path, options);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const apiPost = <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });

export const apiPut = <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'PUT', body });

export const apiPatch = <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'PATCH', body });

export const apiDelete = <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'DELETE' });

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback: string) {
  if (error instanceof ApiRequestError || error instanceof Error) return error.message || fallback;
  return fallback;
}
