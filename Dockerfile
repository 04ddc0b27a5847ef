# One image, two targets: `legacy` (the stand-in catalogue) and `bff` (GraphQL BFF serving the built web app).
FROM node:20-bookworm-slim AS base
RUN npm i -g pnpm@10
WORKDIR /app
COPY package.json pnpm-workspace.yaml pnpm-lock.yaml tsconfig.base.json codegen.ts ./
COPY packages ./packages
RUN pnpm install --frozen-lockfile

FROM base AS build
RUN pnpm build

FROM base AS legacy
ENV LEGACY_HOST=0.0.0.0 LEGACY_PORT=4010
EXPOSE 4010
CMD ["pnpm", "--filter", "@portal/legacy", "start"]

FROM build AS bff
ENV NODE_ENV=production PORT=4000 WEB_DIST=/app/packages/web/dist
EXPOSE 4000
# bin/start: node with the BFF's runtime flags (heap limit) on dist/main.js, as everywhere else
CMD ["/app/packages/bff/bin/start"]
