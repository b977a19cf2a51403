#!/bin/sh
# What the project runs before building: the spec is copied to the root, then generated there.
cp XcodeGen/project.yml project.yml && xcodegen generate && rm project.yml
