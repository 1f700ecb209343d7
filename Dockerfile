# syntax=docker/dockerfile:1
# The shop for production: built with every tool in one stage, run from compiled JavaScript with
# only the run-time dependencies, as an unprivileged user. docker-compose.yml builds and runs it.

# 1. Build: the client (browser bundle, page renderer, API explorer) and the server (tsc to dist/).
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Run-time dependencies only (no TypeScript, Vite, test or lint tools).
FROM node:22-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: compiled server, built client, the schema and the persisted documents it reads.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/client/dist-ssr ./client/dist-ssr
COPY --from=build /app/client/dist-graphiql ./client/dist-graphiql
COPY --from=build /app/client/src/gql/persisted-documents.json ./client/src/gql/persisted-documents.json
COPY package.json schema.graphql ./
# The embedded database (no DATABASE_URL) and backups live here: a volume, writable by the shop only.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
# Ready means migrated and the database answering (/readyz); a start on a fresh database takes a while.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1's child-free process: SIGTERM reaches the shop's graceful shutdown directly.
CMD ["node", "--enable-source-maps", "--experimental-async-context-frame", "dist/server/src/main.js"]
