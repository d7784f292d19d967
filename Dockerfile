# syntax=docker/dockerfile:1
# One image for every component of Mise: `node <script>` runs the gateway (the default),
# a service (services/<name>/dist/main.js) or the migrations (scripts/migrate.mjs).
# docs/adr/0017-deployment.md says why one image; charts/mise names each component's script.
ARG NODE_IMAGE=node:20-bookworm-slim

# Builds the server packages and both web apps with every dependency, dev ones included.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund && node scripts/build.mjs

# Keeps what the processes run: the built code, the migrations and seed data beside it, and
# the production dependencies of the gateway, which depends on the platform and every service.
FROM build AS production
RUN --mount=type=cache,target=/root/.npm find . -name node_modules -type d -prune -exec rm -rf {} + \
  && npm ci --omit=dev --workspace gateway --include-workspace-root --no-audit --no-fund \
  && rm -rf e2e bench web-shop/src web-shop/public web-admin/src web-admin/public \
  && mkdir -p data

# NODE_ENV is a setting like any other: the chart and the compose file give `production` to
# the components; the migrations, which sign no session and need no JWT_SECRET, run without it.
FROM ${NODE_IMAGE}
WORKDIR /app
# Owned by root and read-only to the process; only DATA_DIR (./data) is the node user's.
COPY --from=production /app /app
RUN chown node:node /app/data
USER node
EXPOSE 3000
# The image has no curl: node's own fetch asks the process's liveness endpoint on its PORT.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node"]
CMD ["gateway/dist/main.js"]
