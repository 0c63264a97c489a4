# syntax=docker/dockerfile:1
# QuickCheck's production image: the built site and server, run as an unprivileged user on a
# read-only root file system. Writes go only to DATA_DIR (/data, the embedded database when no
# DATABASE_URL is set) and /tmp. The production shape, with PostgreSQL: compose.yaml, README.

# The major is .nvmrc's (scripts/node-versions.test.ts holds the two together).
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build: every dependency, the web build (with its server-render entry) and the server bundles.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# npm ci runs the root's preinstall first: the Node version check, which reads .nvmrc.
COPY package.json package-lock.json .nvmrc ./
COPY scripts/check-node-version.cjs scripts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/brands/package.json packages/brands/
COPY packages/contracts/package.json packages/contracts/
COPY packages/ui/package.json packages/ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 2. Run: production dependencies and the build output only; no compiler, no npm cache, no sources of the apps.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# npm workspaces: node_modules/@quickcheck/* are links to these; kept so no link dangles.
COPY --from=build /app/packages ./packages
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
# The application's files stay root's and read-only to the server; only /data is its own.
RUN mkdir -p /data && chown node:node /data && chmod 0700 /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Readiness (database answers, migrated, writable): what "healthy" means to compose and to a proxy.
# Orchestrators with two probes use /api/health/live for liveness and /api/health/ready for readiness.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm: signals reach the server (SIGTERM drains), and npm would write to $HOME.
# No Web Storage: a server has none, and Node 25+ warns when a library probes for it (as npm start).
CMD ["node", "--no-experimental-webstorage", "apps/server/dist/main.js"]
