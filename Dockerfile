# Build stage: every dependency, then the SPA (Vite) and the API (esbuild bundle), then a copy of the API with
# its production dependencies only (pnpm deploy).
FROM node:24-bookworm-slim AS build
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install -g pnpm@12.21.0
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm --filter @takeoff/web build \
 && pnpm --filter @takeoff/api build \
 && pnpm --filter @takeoff/api deploy --prod /out/api \
 && cp -r apps/web/dist /out/web

# Runtime: Node and the compiled server, no compiler, no dev dependencies, not root.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data WEB_DIST_DIR=/app/web
WORKDIR /app
COPY --from=build --chown=node:node /out/api /app/api
COPY --from=build --chown=node:node /out/web /app/web
# ffmpeg processes pitch videos (Debian's package: ffmpeg and ffprobe); without it videos are served as uploaded.
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
WORKDIR /app/api
CMD ["node", "--enable-source-maps", "--import", "./dist/tracing.js", "dist/server.js"]
