import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Router } from 'express';
import { OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { ApiRouter } from '../../http/api-router';

export function buildOpenApiDocument(api: ApiRouter) {
  return new OpenApiGeneratorV31(api.registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Takeoff API',
      version: '1.0.0',
      description:
        'Video-pitch recruitment platform. Errors always carry `{message, code, issues?}`.',
    },
    servers: [{ url: '/' }],
  });
}

const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Takeoff API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

/** `/api/openapi.json` and a reference UI at `/api/docs`, served from local files (no CDN). */
export function openApiRouter(api: ApiRouter): Router {
  const router = express.Router();
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  const assets = path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  router.get('/api/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument(api);
    res.json(document);
  });
  router.use('/api/docs/assets', express.static(assets, { index: false, maxAge: '1d' }));
  router.get('/api/docs/init.js', (_req, res) => {
    res
      .type('application/javascript')
      .send(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });`);
  });
  router.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.type('html').send(DOCS_HTML);
  });
  return router;
}
