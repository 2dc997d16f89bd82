# syntax=docker/dockerfile:1
# The citeflow image: the CLI and its worker (`docker compose` runs it as `citeflow worker`).
# Debian (glibc), not Alpine: the Temporal SDK's native core bridge ships glibc builds.

FROM node:20.20.2-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so source edits do not invalidate the npm layer. The lock file lists only
# the optional native binaries (@swc/core-*, …) of the platform it was made on, which `npm ci`
# refuses elsewhere; `npm install` then installs the same pinned versions (as scripts/setup.sh).
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY . .
# tsc + the prebuilt workflow bundle (workers start without re-bundling).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20.20.2-bookworm-slim
ENV NODE_ENV=production
# What bin/citeflow.js's shell line sets when it is run as a program (docs/performance.md, "Memory").
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
# Debian's chromium for the ladder's browser rung (activities/browser); without it the rung is
# skipped and the records' notes say so.
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/bin ./bin
COPY --from=build /app/examples ./examples
USER node
ENV TEMPORAL_ADDRESS=temporal:7233 \
    TEMPORAL_NAMESPACE=default \
    CITEFLOW_TASK_QUEUE=citeflow
# The flag is the one bin/citeflow.js's shell line gives node (docs/performance.md, "Memory").
ENTRYPOINT ["node", "--max-semi-space-size=8", "bin/citeflow.js"]
CMD ["worker"]
