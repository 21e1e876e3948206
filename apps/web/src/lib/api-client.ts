import type { ApiError, ERROR_CODES } from '@takeoff/shared/errors';
import { currentLocale, i18n } from '@/lib/i18n';

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
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
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
      return new ApiRequestError(
        response.status,
        body.code ?? 'UNKNOWN',
        body.message,
        body.issues,
      );
    }
  } catch {
    // Not JSON: fall through to the plain-text message.
  }
  return new ApiRequestError(
    response.status,
    'UNKNOWN',
    `${response.status}: ${text || response.statusText}`,
  );
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
export async function apiGetOrNull<T>(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
) {
  try {
    return await apiGet<T>(path, options);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const apiPost = <T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
) => apiRequest<T>(path, { ...options, method: 'POST', body });

export const apiPut = <T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
) => apiRequest<T>(path, { ...options, method: 'PUT', body });

export const apiPatch = <T>(
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
) => apiRequest<T>(path, { ...options, method: 'PATCH', body });

export const apiDelete = <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'DELETE' });

type ErrorCode = (typeof ERROR_CODES)[number];
// By the catalogue, which has one message per ERROR_CODES member (a value import would bring zod into every page).
const isErrorCode = (code: string): code is ErrorCode =>
  i18n.exists(`code.${code}`, { ns: 'errors' });
/** The general code of an answer whose own code the catalogue does not know (a module's code, or a proxy's page). */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  503: 'DATABASE_UNAVAILABLE',
  504: 'DATABASE_TIMEOUT',
};
const GREEK_LETTERS = /[\u0370-\u03ff\u1f00-\u1fff]/;
/** What browsers' fetch says when the request never reached the server. */
const NETWORK_FAILURE = /failed to fetch|networkerror|load failed|network request failed/i;

// The `errors` namespace (src/locales/errors) is loaded with the app: a key built at run time is one of its keys.
const errorsT = i18n.getFixedT(null, 'errors') as unknown as (
  key: string,
  values?: Record<string, string>,
) => string;

interface KnownTexts {
  exact: Map<string, string>;
  patterns: { key: string; pattern: RegExp; names: string[] }[];
}
let knownTexts: KnownTexts | undefined;

/**
 * The English catalogue of `errors` holds the API's and the shared schemas' messages verbatim (`message.*`,
 * `validation.*`); a `{{name}}` stands for the part the server fills in. Read once into exact texts and patterns.
 */
function readKnownTexts(): KnownTexts {
  if (knownTexts) return knownTexts;
  const bundle = i18n.getResourceBundle('en', 'errors') as Record<string, unknown> | undefined;
  const texts: KnownTexts = { exact: new Map(), patterns: [] };
  for (const section of ['message', 'validation']) {
    const entries = bundle?.[section];
    if (!entries || typeof entries !== 'object') continue;
    for (const [name, text] of Object.entries(entries)) {
      if (typeof text !== 'string') continue;
      const key = `${section}.${name}`;
      // split with a capture group: literal text at even places, placeholder names at odd ones.
      const parts = text.split(/\{\{\s*(\w+)\s*\}\}/);
      const names = parts.filter((_, index) => index % 2 === 1);
      const source = parts
        .map((part, index) =>
          index % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      if (names.length > 0)
        texts.patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
      else texts.exact.set(text, key);
    }
  }
  // Kept once the English catalogue is there (it always is: English is the fallback language).
  if (bundle) knownTexts = texts;
  return texts;
}

/** A message the API or a shared schema writes, in the chosen language when the catalogue knows it; else undefined. */
function translateKnown(text: string): string | undefined {
  const { exact, patterns } = readKnownTexts();
  const trimmed = text.trim();
  const key = exact.get(trimmed);
  if (key) return errorsT(key);
  for (const { key: patternKey, pattern, names } of patterns) {
    const match = pattern.exec(trimmed);
    if (match)
      return errorsT(
        patternKey,
        Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
      );
  }
  return undefined;
}

/**
 * A text the API or a shared schema wrote in English (a validation message, an account answer such as "Your email
 * address is confirmed."), in the chosen language: in English exactly as written, in Greek its translation when
 * the `errors` catalogue has one, else as written.
 */
export function localizeMessage(text: string): string {
  if (currentLocale() === 'en') return text;
  return translateKnown(text) ?? text;
}

/** A failed call in the chosen language (not English): its specific message when known, else its code's. */
function localizedApiError(error: ApiRequestError): string | undefined {
  if (!error.message) return undefined;
  if (error.code === 'VALIDATION_FAILED' && error.issues?.length) {
    const details = error.issues.map((issue) => translateKnown(issue.message));
    if (details.every((detail) => detail !== undefined))
      return errorsT('validationFailedWith', { details: [...new Set(details)].join(' ') });
    return errorsT('code.VALIDATION_FAILED');
  }
  const known = translateKnown(error.message);
  if (known) return known;
  if (GREEK_LETTERS.test(error.message)) return error.message;
  const code = isErrorCode(error.code)
    ? error.code
    : (CODE_BY_STATUS[error.status] ?? (error.status >= 500 ? 'INTERNAL' : undefined));
  return code ? errorsT(`code.${code}`) : undefined;
}

/**
 * The message to show a person for any thrown value. In English: the server's message (or the error's), else
 * `fallback`. In another language: the translation of the server's specific message, else the message of its code
 * (`errors` catalogue); a network failure says so; other errors show `fallback` (give it in the chosen language).
 */
export function errorMessage(error: unknown, fallback: string) {
  if (currentLocale() === 'en') {
    if (error instanceof ApiRequestError || error instanceof Error)
      return error.message || fallback;
    return fallback;
  }
  if (error instanceof ApiRequestError) return localizedApiError(error) ?? fallback;
  if (error instanceof Error && error.message) {
    if (NETWORK_FAILURE.test(error.message)) return errorsT('network');
    return (
      translateKnown(error.message) ??
      (GREEK_LETTERS.test(error.message) ? error.message : fallback)
    );
  }
  return fallback;
}
