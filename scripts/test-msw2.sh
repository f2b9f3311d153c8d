#!/usr/bin/env bash
# Runs the integration suite against the latest msw 2 instead of the msw 3 the project develops
# against, in a copy of the working tree, so that the checkout's own node_modules stay untouched.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT

tar -C "$root" --exclude=./node_modules --exclude=./dist --exclude=./examples --exclude=./.vitest -cf - . | tar -C "$copy" -xf -
cd "$copy"
npm ci --no-audit --no-fund --loglevel=error
npm install --no-save --no-audit --no-fund --loglevel=error 'msw@^2'
echo "Integration suite against msw $(node -p "require('msw/package.json').version")"
npm run build --silent
# Type tests run against msw 3's types in the main run; here only behaviour is in question.
npx vitest run --typecheck.enabled=false \
  test/project test/auth test/hosts test/import test/import-operations test/mock test/controls test/fixtures test/readme-examples src
