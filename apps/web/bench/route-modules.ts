import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One page of the route table: its URL and the lazily loaded modules (layouts first, then the page). */
export interface RoutePage {
  path: string;
  modules: string[];
}

/**
 * Reads the route table in `src/app/router.tsx` without running it (it needs a browser): every
 * object literal with `path`/`index`/`lazy`/`children` becomes a route, and each `import('…')` in a
 * `lazy` becomes a module path relative to the web app root, as the Vite manifest names it.
 */
export function readRoutePages(routerFile: string, appRoot: string): RoutePage[] {
  const source = ts.createSourceFile(
    routerFile,
    readFileSync(routerFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const table = findRoutesArray(source);
  if (!table) throw new Error(`${routerFile}: no exported \`routes\` array`);
  const moduleOf = (specifier: string) => {
    const absolute = path.resolve(path.dirname(routerFile), specifier);
    return `${path.relative(appRoot, absolute).split(path.sep).join('/')}.tsx`;
  };
  const pages: RoutePage[] = [];
  walk(table, '', [], pages, moduleOf);
  return pages;
}

function findRoutesArray(source: ts.SourceFile): ts.ArrayLiteralExpression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === 'routes' &&
        declaration.initializer &&
        ts.isArrayLiteralExpression(declaration.initializer)
      ) {
        return declaration.initializer;
      }
    }
  }
  return undefined;
}

function property(node: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const member of node.properties) {
    if (
      ts.isPropertyAssignment(member) &&
      ts.isIdentifier(member.name) &&
      member.name.text === name
    )
      return member.initializer;
  }
  return undefined;
}

function dynamicImports(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = child.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

function joinPath(parent: string, segment: string) {
  if (segment.startsWith('/')) return segment;
  return `${parent.replace(/\/$/, '')}/${segment}`;
}

function walk(
  array: ts.ArrayLiteralExpression,
  parentPath: string,
  parentModules: string[],
  pages: RoutePage[],
  moduleOf: (specifier: string) => string,
) {
  for (const element of array.elements) {
    if (!ts.isObjectLiteralExpression(element)) continue;
    const pathNode = property(element, 'path');
    const indexNode = property(element, 'index');
    const lazyNode = property(element, 'lazy');
    const childrenNode = property(element, 'children');
    const routePath =
      pathNode && ts.isStringLiteral(pathNode) ? joinPath(parentPath, pathNode.text) : parentPath;
    const modules = [...parentModules, ...(lazyNode ? dynamicImports(lazyNode).map(moduleOf) : [])];
    if (childrenNode && ts.isArrayLiteralExpression(childrenNode)) {
      walk(childrenNode, routePath, modules, pages, moduleOf);
    } else if (indexNode?.kind === ts.SyntaxKind.TrueKeyword || pathNode) {
      pages.push({ path: routePath === '' ? '/' : routePath, modules });
    }
  }
}
