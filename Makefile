# The two commands: `make dev` starts the app locally, `make test` runs every test.
# Both install what is missing first (scripts/setup.sh). Everything runs on the Node 22 that
# npm installs into node_modules/.bin (docs/decisions/001-node-22-from-npm.md) and offline.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
# Wrangler, Miniflare and workerd: no metrics, no error reports, no lookups; state in the repo.
export WRANGLER_SEND_METRICS := false
export WRANGLER_SEND_ERROR_REPORTS := false
export CLOUDFLARE_CF_FETCH_ENABLED := false
export XDG_CONFIG_HOME := $(CURDIR)/.config

PORT ?= 5173
export PORT

.PHONY: help dev test setup-dev setup-test migrate-local build bench-web deploy clean

help:
	@echo "make dev    start Sentio AI on http://localhost:$(PORT) (PORT=... to change)"
	@echo "make test   run every check and test: Rust, types, lint, unit, integration, end to end"

setup-dev:
	@bash scripts/setup.sh dev

setup-test:
	@bash scripts/setup.sh test

migrate-local:
	@CI=true wrangler d1 migrations apply DB --local

dev: setup-dev migrate-local
	@echo ""
	@echo "  Sentio AI is starting on http://localhost:$(PORT)"
	@echo ""
	react-router dev --port $(PORT) --strictPort

test: setup-test
	cargo fmt --all --check
	cargo clippy --workspace --all-targets -- -D warnings
	cargo test --workspace
	npm run -s typecheck
	npm run -s lint
	node scripts/lexicon/generate.ts --check
	npm run -s test:unit
	npm run -s test:integration
	npm run -s test:e2e
	@echo "make test: every check passed"

build: setup-dev
	react-router build

bench-web: setup-test
	npm run -s bench:web

clean:
	rm -rf build .react-router test-results playwright-report sentiment-wasm/dist target .wrangler
