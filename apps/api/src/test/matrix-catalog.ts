import { can, type OrgPermission } from '@takeoff/shared/org-roles';
import type { ApiRouter, RouteEntry } from '../http/api-router';
import { isIdInput, type MemberOptions } from './matrix';

/** What the matrix derives from the route catalog: which inputs are ids, which body fields exist. */

export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Only admins may call it: there is no owner among them, the role rows refuse everyone else. */
export const isAdminOnly = (route: RouteEntry) =>
  Array.isArray(route.access) && route.access.length === 1 && route.access[0] === 'admin';

interface SchemaLike {
  def?: { type?: string; innerType?: SchemaLike; in?: SchemaLike };
  shape?: Record<string, unknown>;
}

/** The keys of an object schema, through optional, nullable, default and pipe wrappers. */
export function keysOf(schema: unknown): string[] {
  let current = schema as SchemaLike | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (current.def?.type === 'object' && current.shape) return Object.keys(current.shape);
    current = current.def?.innerType ?? current.def?.in;
  }
  return [];
}

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

interface RouteDefinition {
  type: string;
  route?: {
    method: string;
    path: string;
    request?: { body?: { content?: Record<string, { schema?: unknown }> } };
  };
}

/** The body's keys: the JSON schema, or for uploads the multipart form's schema from the OpenAPI registry. */
export function bodyKeys(api: ApiRouter, route: RouteEntry): string[] {
  if (route.input.body) return keysOf(route.input.body);
  const definition = (api.registry.definitions as RouteDefinition[]).find(
    (d) =>
      d.type === 'route' && d.route?.method === route.method && d.route.path === route.openApiPath,
  );
  const content = definition?.route?.request?.body?.content ?? {};
  return Object.values(content).flatMap((c) => keysOf(c.schema));
}

/** Path params, and query and body keys, that point at a stored object. */
export function idInputs(api: ApiRouter, route: RouteEntry): string[] {
  const names = [...pathParams(route.path), ...keysOf(route.input.query), ...bodyKeys(api, route)];
  return [...new Set(names.filter(isIdInput))];
}

interface ObjectRowRef {
  method: string;
  path: string;
  ids: readonly string[];
}

interface FieldRowRef {
  method: string;
  path: string;
  fields: readonly string[];
}

/** `route → id` for every id input of a route (not admin-only) that no object row points at. */
export function missingObjectRows(api: ApiRouter, objectRows: readonly ObjectRowRef[]): string[] {
  const missing: string[] = [];
  for (const route of api.routes) {
    if (isAdminOnly(route)) continue;
    const ofRoute = objectRows.filter((r) => r.method === route.method && r.path === route.path);
    for (const id of idInputs(api, route))
      if (!ofRoute.some((r) => r.ids.includes(id)))
        missing.push(`${routeKey(route.method, route.path)} → ${id}`);
  }
  return missing;
}

/** `route → field` for every privileged field of a write route (not admin-only) with neither a field row nor an openFields reason. */
export function missingFieldRows(
  api: ApiRouter,
  fieldRows: readonly FieldRowRef[],
  openFields: Record<string, Record<string, string>>,
  privileged: Record<string, string>,
): string[] {
  const missing: string[] = [];
  for (const route of api.routes) {
    if (route.method === 'get' || isAdminOnly(route)) continue;
    const key = routeKey(route.method, route.path);
    for (const field of bodyKeys(api, route).filter((k) => k in privileged)) {
      const covered =
        fieldRows.some((r) => routeKey(r.method, r.path) === key && r.fields.includes(field)) ||
        Boolean(openFields[key]?.[field]);
      if (!covered) missing.push(`${key} → ${field} (${privileged[field]})`);
    }
  }
  return missing;
}

/**
 * The organisation permission a member needs on the route, when it is a company route (`signed-in`: every member
 * gets what the owner gets): undefined for routes without one and for `personal` ones (a person's own account,
 * which needs no organisation).
 */
export function memberPermission(route: RouteEntry): MemberPermission | undefined {
  const permission = route.orgPermission as string | undefined;
  return permission === undefined || permission === 'personal'
    ? undefined
    : (permission as MemberPermission);
}

export type MemberPermission = OrgPermission | 'signed-in';

/** Whether a member of this role may use a route with this permission. */
export const memberMay = (role: 'recruiter' | 'interviewer', permission: MemberPermission) =>
  permission === 'signed-in' || can(role, permission);

interface MemberRowRef {
  method: string;
  path: string;
  members?: MemberOptions;
}

/** The assigned interviewer succeeds where the unassigned one does not: the row must assign the job. */
const assignmentMatters = (m: MemberOptions) =>
  [m.assignedInterviewer ?? []].flat().some((s) => s < 400) &&
  JSON.stringify(m.assignedInterviewer) !== JSON.stringify(m.interviewer);

/**
 * What keeps the member runs derivable: a company route interviewers may use (its permission allows them) needs
 * the row to say what an unassigned and an assigned interviewer get, and, where only the assigned one succeeds,
 * how the job gets assigned (a list both get says it in a `prepare` that checks what each sees). Member options on a route that is no company route would never run.
 */
export function missingMemberExpectations(api: ApiRouter, rows: readonly MemberRowRef[]): string[] {
  const missing: string[] = [];
  for (const route of api.routes) {
    const key = routeKey(route.method, route.path);
    const members = rows.find((r) => r.method === route.method && r.path === route.path)?.members;
    const permission = memberPermission(route);
    if (permission === undefined) {
      if (members) missing.push(`${key}: member options on a route that is no company route`);
      continue;
    }
    if (permission === 'signed-in' || !can('interviewer', permission)) continue;
    if (members?.interviewer === undefined || members.assignedInterviewer === undefined) {
      missing.push(
        `${key}: interviewers may use it (${permission}); say what an unassigned and an assigned interviewer get`,
      );
    } else if (assignmentMatters(members) && !members.assign && !members.prepare) {
      missing.push(
        `${key}: the assigned interviewer succeeds; say how the job gets assigned (assign or prepare)`,
      );
    }
  }
  return missing;
}
