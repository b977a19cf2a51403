# syntax=docker/dockerfile:1
# The `integrations` command in an image of its own, for any CI that runs containers (Docs/CI.md,
# "Ready-made entry points"):
#
#     docker build -t integrations .
#     docker run --rm -v "$PWD:/work" integrations check --project .
#
# The build stage is the official Swift image, the version Docs/CI.md's workflows name (`swift:6.1`;
# `--build-arg SWIFT_VERSION=6.2` for another). It builds the one product, linked with the Swift runtime
# and Foundation inside it (`--static-swift-stdlib`, SwiftPM's flag; the command ships so, Decisions 34), so
# the runtime stage is plain Ubuntu with the few system libraries the binary still loads: SQLite (GRDB),
# libxml2 (FoundationXML reads property lists) and the time-zone database. The Swift-source reader is a
# hidden subcommand of the same file (Decisions 420): nothing else is installed.
ARG SWIFT_VERSION=6.1
ARG UBUNTU_VERSION=22.04

FROM swift:${SWIFT_VERSION}-jammy AS build
RUN apt-get update \
    && apt-get install -y --no-install-recommends libsqlite3-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
# The package's .build is a cache mount (BuildKit), kept between image builds; the binary is copied out of
# it in the same step. The metadata and linker flags are the shipped build's (Decisions 516 and 526): a faster
# start, the same code.
RUN --mount=type=cache,target=/src/.build \
    swift build -c release --product integrations --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --no-export-dynamic \
    && install -D -m 0755 "$(swift build -c release --product integrations --static-swift-stdlib -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors -Xlinker --no-export-dynamic --show-bin-path)/integrations" /out/integrations \
    && /out/integrations --version

FROM ubuntu:${UBUNTU_VERSION} AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends libsqlite3-0 libxml2 tzdata \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/integrations /usr/local/bin/integrations
# A library the binary needs but the image lacks fails the image's build here, not a user's CI job.
RUN integrations --version
WORKDIR /work
ENTRYPOINT ["integrations"]
CMD ["--help"]
