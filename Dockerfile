# syntax=docker/dockerfile:1
# Two images from one file:
#   bff    — the production BFF serving the built web app: `pnpm deploy --prod` output only (no dev dependencies,
#            no sources), run by node itself as the unprivileged `node` user.
#   legacy — the stand-in catalogue (demo data, development mailbox), run with tsx from its sources.
# docker-compose.yml builds both; an init (compose `init: true`) forwards signals and reaps children.

FROM node:20-bookworm-slim AS workspace
RUN npm i -g pnpm@10
WORKDIR /app
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml tsconfig.base.json codegen.ts ./
COPY packages ./packages
COPY e2e/package.json ./e2e/package.json
RUN pnpm install --frozen-lockfile

FROM workspace AS build
RUN pnpm build \
 && pnpm --filter @portal/bff deploy --prod --legacy /deploy/bff \
 && cp -r packages/web/dist /deploy/web

FROM node:20-bookworm-slim AS bff
ENV NODE_ENV=production PORT=4000 WEB_DIST=/app/web
WORKDIR /app
COPY --from=build --chown=root:root /deploy/bff ./bff
COPY --from=build --chown=root:root /deploy/web ./web
USER node
EXPOSE 4000
# bin/start execs node (heap limit, dist/main.js): node is the process that receives SIGTERM and drains.
CMD ["/app/bff/bin/start"]

FROM workspace AS legacy
ENV LEGACY_HOST=0.0.0.0 LEGACY_PORT=4010 LEGACY_DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/packages/legacy
EXPOSE 4010
CMD ["node", "--import", "tsx", "src/main.ts"]
