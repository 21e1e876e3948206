import { Router, type Request, type RequestHandler, type Response } from 'express';
import { OpenAPIRegistry, extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ApiError } from '@takeoff/shared/errors';
import type { UserRole } from '@takeoff/shared/auth';
import { ORG_PERMISSIONS } from '@takeoff/shared/org-roles';
import { NUL_MESSAGE, pathOfNul } from '@takeoff/shared/common';
import { AppError } from './app-error';
import { jsonEncoder } from './json-bytes';
import { compileOutput } from './output-schema';
import { checkOrgAccess, type RoutePermission } from './org-access';
import type { SessionUser } from './session';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'authenticated' | readonly UserRole[];
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteContext<P, Q, B> {
  params: Infer<P>;
  query: Infer<Q>;
  body: Infer<B>;
  /** The signed-in user, or null on public routes. */
  actor: SessionUser | null;
  /** The signed-in user; only on routes that require one. */
  user: SessionUser;
  req: Request;
  res: Response;
}

export interface RouteSpec<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema | undefined,
> {
  method: HttpMethod;
  /** Express path, e.g. `/api/jobs/:id`. */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  /**
   * What a company member's role must allow (see http/org-access.ts; company routes default to `company.work`);
   * `personal` for the person's own account, which needs no organisation.
   */
  orgPermission?: RoutePermission;
  params?: P;
  query?: Q;
  body?: B;
  /** For bodies the handler streams itself (multipart uploads). */
  rawBody?: { contentType: string; schema?: Schema; description?: string };
  response?: R;
  /**
   * A narrower response schema for some roles: fields one party keeps private (a company's interview notes) are
   * stripped for the other party by the schema, not by each handler. Documented as an alternative response.
   */
  responseByRole?: Partial<Record<UserRole, Schema>>;
  /** Success status; defaults to 200 (204 when there is no response schema). */
  status?: number;
  /** Non-JSON success content (files, CSV, calendar invites): the handler writes the response. */
  produces?: { contentType: string; description: string };
  /** Extra middleware before validation-free parts (rate limits, uploads). */
  before?: RequestHandler[];
  /** Extra error statuses worth documenting besides the standard ones. */
  errors?: number[];
  handler: (
    ctx: RouteContext<P, Q, B>,
  ) =>
    | Promise<(R extends Schema ? z.input<R> : unknown) | void>
    | (R extends Schema ? z.input<R> : unknown)
    | void;
}

export interface RouteEntry {
  method: HttpMethod;
  path: string;
  openApiPath: string;
  access: Access;
  /** The organisation permission a company member needs, when the route checks one. */
  orgPermission: RoutePermission | undefined;
  summary: string;
  /** The input schemas, for generated-input tests. */
  input: { params?: Schema; query?: Schema; body?: Schema; multipart: boolean };
}

// Adds `.openapi()` to zod's prototypes; the generator also reads ids set with `.meta({ id })`.
extendZodWithOpenApi(z);

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * The only way routes are added: every route is validated by its shared schemas, guarded by its
 * access rule, documented in the OpenAPI registry and listed in the catalog the authorization
 * matrix test compares against.
 */
export class ApiRouter {
  /** The catalog's routes as a plain Express router, mounted by the app after the API's shared steps. */
  readonly router = Router();
  readonly registry = new OpenAPIRegistry();
  readonly routes: RouteEntry[] = [];

  /**
   * @param options.checkOutputs Every answer is also parsed by zod, and a compiled output that differs throws
   *   (the API tests turn it on, so each route's real answers prove the compiled schemas).
   */
  constructor(private readonly options: { checkOutputs?: boolean } = {}) {
    this.registry.registerComponent('securitySchemes', 'bearer', {
      type: 'http',
      scheme: 'bearer',
    });
    this.registry.registerComponent('securitySchemes', 'cookie', {
      type: 'apiKey',
      in: 'cookie',
      name: 'takeoff_session',
    });
  }

  add<
    P extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
    R extends Schema | undefined = undefined,
  >(spec: RouteSpec<P, Q, B, R>) {
    const openApiPath = toOpenApiPath(spec.path);
    // A route open to every signed-in user is open to every company member: it says which (see org-access.ts).
    if (spec.access === 'authenticated' && spec.orgPermission === undefined) {
      throw new Error(
        `A route for any signed-in user names its organisation permission: ${spec.method.toUpperCase()} ${spec.path}`,
      );
    }
    if (this.routes.some((r) => r.method === spec.method && r.path === spec.path)) {
      throw new Error(`Route registered twice: ${spec.method.toUpperCase()} ${spec.path}`);
    }
    this.routes.push({
      method: spec.method,
      path: spec.path,
      openApiPath,
      access: spec.access,
      orgPermission:
        spec.orgPermission ??
        (spec.access !== 'public' &&
        spec.access !== 'authenticated' &&
        spec.access.includes('company')
          ? 'company.work'
          : undefined),
      summary: spec.summary,
      input: {
        params: spec.params,
        query: spec.query,
        body: spec.body,
        multipart: spec.rawBody?.contentType === 'multipart/form-data',
      },
    });
    this.document(spec, openApiPath);

    const encode = jsonEncoder();
    const output = spec.response ? this.outputOf(spec.response) : undefined;
    const outputByRole = new Map(
      Object.entries(spec.responseByRole ?? {}).map(([role, schema]) => [
        role,
        this.outputOf(schema!),
      ]),
    );
    const handler: RequestHandler = async (req, res) => {
      const actor = req.actor ?? null;
      if (spec.access !== 'public') {
        if (!actor) throw signInRequired(req);
        if (spec.access !== 'authenticated' && !spec.access.includes(actor.role))
          throw AppError.forbidden();
        checkOrgAccess(actor, spec.access, spec.orgPermission);
      }
      const params = spec.params ? parseOrThrow(spec.params, req.params, 'params') : undefined;
      const query = spec.query ? parseOrThrow(spec.query, req.query, 'query') : undefined;
      const body = spec.body ? parseOrThrow(spec.body, req.body ?? {}, 'body') : undefined;
      const ctx = {
        params,
        query,
        body,
        actor,
        get user(): SessionUser {
          if (!actor) throw signInRequired(req);
          return actor;
        },
        req,
        res,
      } as RouteContext<P, Q, B>;
      const result = await spec.handler(ctx);
      if (res.headersSent || spec.produces) return;
      if (output) {
        // Parsing the output strips every field the schema does not list: nothing leaks by accident.
        const parse = (actor && outputByRole.get(actor.role)) || output;
        sendJson(req, res, spec.status ?? 200, encode(parse(result)));
      } else {
        res.status(spec.status ?? 204).end();
      }
    };
    this.router[spec.method](spec.path, ...(spec.before ?? []), handler);
  }

  /** How many routes the router holds (the matrix test checks each came through `add`). */
  mountedRouteCount(): number {
    return this.router.stack.length;
  }

  private outputOf(schema: Schema): (value: unknown) => unknown {
    const compiled = compileOutput(schema);
    if (!this.options.checkOutputs) return compiled;
    return (value) => {
      const expected = JSON.stringify(schema.parse(value));
      const out = compiled(value);
      if (JSON.stringify(out) !== expected)
        throw new Error(
          `The compiled output differs from zod's: ${JSON.stringify(out)} against ${expected}`,
        );
      return out;
    };
  }

  private document(
    spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined, Schema | undefined>,
    openApiPath: string,
  ) {
    const errorContent = { 'application/json': { schema: ApiError } };
    const errors: Record<number, string> = {
      400: 'Invalid input',
      429: 'Too many requests',
      503: 'Database unavailable',
    };
    if (spec.access !== 'public') {
      errors[401] = 'Not signed in';
      if (spec.access !== 'authenticated') errors[403] = `Only for: ${spec.access.join(', ')}`;
    }
    if (spec.params) errors[404] = 'Not found';
    for (const status of spec.errors ?? []) errors[status] ??= 'See message and code';
    const success = spec.status ?? (spec.response || spec.produces ? 200 : 204);
    const responses: Record<
      string,
      { description: string; content?: Record<string, { schema: Schema | object }> }
    > = {};
    if (spec.produces) {
      responses[success] = {
        description: spec.produces.description,
        content: { [spec.produces.contentType]: { schema: { type: 'string', format: 'binary' } } },
      };
    } else {
      const byRole = Object.entries(spec.responseByRole ?? {});
      const schema =
        byRole.length > 0 && spec.response
          ? z.union([spec.response, ...byRole.map(([, s]) => s!)])
          : spec.response;
      const description =
        byRole.length > 0
          ? `Success (${byRole.map(([role]) => `${role}s get the narrower form`).join('; ')})`
          : 'Success';
      responses[success] = schema
        ? { description, content: { 'application/json': { schema } } }
        : { description: 'Success, no content' };
    }
    for (const [status, description] of Object.entries(errors))
      responses[status] = { description, content: errorContent };
    const requestBody = spec.body
      ? { content: { 'application/json': { schema: spec.body } } }
      : spec.rawBody
        ? {
            description: spec.rawBody.description,
            content: {
              [spec.rawBody.contentType]: { schema: spec.rawBody.schema ?? z.object({}) },
            },
          }
        : undefined;
    this.registry.registerPath({
      method: spec.method,
      path: openApiPath,
      summary: spec.summary,
      description: `Access: ${describeAccess(spec.access)}${orgRolesNote(spec.access, spec.orgPermission)}`,
      tags: [...spec.tags],
      security: spec.access === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
      request: {
        ...(spec.params ? { params: spec.params as z.ZodObject } : {}),
        ...(spec.query ? { query: spec.query as z.ZodObject } : {}),
        ...(requestBody ? { body: requestBody } : {}),
      },
      responses: responses as never,
    });
  }
}

/** Which organisation roles may call a company route, for the docs. */
function orgRolesNote(access: Access, permission: RoutePermission | undefined) {
  const listsCompany =
    access !== 'public' && access !== 'authenticated' && access.includes('company');
  if (
    (!listsCompany && permission === undefined) ||
    permission === 'personal' ||
    permission === 'signed-in'
  )
    return '';
  return ` (company members: ${ORG_PERMISSIONS[permission ?? 'company.work'].join(', ')})`;
}

export function describeAccess(access: Access) {
  if (access === 'public') return 'anyone';
  if (access === 'authenticated') return 'any signed-in user';
  return access.join(', ');
}

/**
 * What `res.json` sends for an API answer, written directly: Express's send path (charset and ETag negotiation, the
 * freshness check, a Buffer copy of the body) costs a request more than the answer needs. The body goes as UTF-8 bytes
 * (json-bytes.ts says why not as one string); a HEAD request gets the length without the body.
 */
/** 401 for a request without a live session: SESSION_ENDED when it still carried one's token, so the client can say so. */
function signInRequired(req: Request) {
  return req.sessionEnded ? AppError.sessionEnded() : AppError.unauthenticated();
}

function sendJson(req: Request, res: Response, status: number, body: Buffer | undefined) {
  const bytes = body ?? Buffer.alloc(0);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', bytes.length);
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}

export function parseOrThrow<S extends Schema>(
  schema: S,
  input: unknown,
  where: string,
): z.output<S> {
  // One rule for every text field of every route: NUL is refused before any schema runs.
  const nulAt = pathOfNul(input);
  if (nulAt) {
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      `Invalid ${where}: ${nulAt.join('.') || where} ${NUL_MESSAGE}`,
      [{ path: nulAt, message: NUL_MESSAGE, code: 'invalid_string' }],
    );
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'VALIDATION_FAILED',
    400,
    `Invalid ${where}: ${parsed.error.issues.map((i) => `${i.path.join('.') || where} ${i.message}`).join('; ')}`,
    parsed.error.issues.map((i) => ({
      path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      message: i.message,
      code: i.code,
    })),
  );
}
