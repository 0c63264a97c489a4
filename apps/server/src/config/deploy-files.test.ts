import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_PATHS, apiPath } from '@quickcheck/contracts';
import { parseServerEnvironment } from './server-environment.ts';

/**
 * No container engine runs here: these check the image definition, the compose file and the
 * proxy's configuration for the rules the README promises, and that the servers' environment
 * in compose.yaml passes the same validation as `npm run config:check`.
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (path: string) => readFileSync(join(REPO_ROOT, path), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions, continuation lines joined, comments dropped. */
function instructions(dockerfile: string): Instruction[] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The instructions of the last stage: what the image runs. */
function finalStage(all: Instruction[]): Instruction[] {
  const lastFrom = all.map((instruction) => instruction.keyword).lastIndexOf('FROM');
  return all.slice(lastFrom);
}

/** Every workspace (packages/*, apps/*) that has a package.json: `npm ci` needs each one's. */
function workspaces(): string[] {
  return ['apps', 'packages'].flatMap((folder) =>
    readdirSync(join(REPO_ROOT, folder))
      .filter((name) => existsSync(join(REPO_ROOT, folder, name, 'package.json')))
      .map((name) => `${folder}/${name}/package.json`),
  );
}

/** compose's ${NAME:?message} and ${NAME:-default}, filled as an operator's environment would. */
function substitute(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[?-]([^}]*))?\}/g, (_match, name: string, fallback?: string) => {
    return env[name] ?? fallback ?? '';
  });
}

const READY_PATH = apiPath(API_PATHS.healthReady);

describe('Dockerfile', () => {
  const all = instructions(read('Dockerfile'));
  const runtime = finalStage(all);

  it('builds in one stage and runs from another that carries no build tools or sources', () => {
    const stages = all.filter((instruction) => instruction.keyword === 'FROM');
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.at(-1)?.args).toMatch(/ AS runtime$/i);
    const copiedFromBuild = runtime.filter((i) => i.keyword === 'COPY' && i.args.startsWith('--from=build'));
    expect(copiedFromBuild.length).toBeGreaterThan(0);
    expect(runtime.some((i) => i.keyword === 'RUN' && /npm (ci|install)|npm run build/.test(i.args))).toBe(false);
  });

  it('copies every workspace manifest before npm ci, so the dependency layer is cached and complete', () => {
    const copied = all.filter((i) => i.keyword === 'COPY').map((i) => i.args.split(/\s+/)[0]);
    const ciAt = all.findIndex((i) => i.keyword === 'RUN' && i.args.includes('npm ci'));
    const beforeCi = new Set(copied.slice(0, ciAt));
    for (const manifest of workspaces()) expect(beforeCi, manifest).toContain(manifest);
  });

  it("gives npm ci what the root's install scripts run and read (the Node version check and .nvmrc)", () => {
    const ciAt = all.findIndex((i) => i.keyword === 'RUN' && i.args.includes('npm ci'));
    // Every source of each COPY before npm ci (all its arguments but the destination).
    const beforeCi = all
      .slice(0, ciAt)
      .filter((i) => i.keyword === 'COPY' && !i.args.startsWith('--'))
      .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const installScripts = ['preinstall', 'install', 'postinstall'].flatMap((name) => scripts[name] ?? []);
    expect(installScripts).toEqual(['node scripts/check-node-version.cjs']);
    for (const script of installScripts) expect(beforeCi).toContain(script.split(/\s+/)[1]);
    expect(read('scripts/check-node-version.cjs')).toContain("'.nvmrc'");
    expect(beforeCi).toContain('.nvmrc');
  });

  it('runs as a user that is not root, with a health check on readiness', () => {
    const user = runtime.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const healthcheck = runtime.find((i) => i.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toContain(READY_PATH);
  });

  it('starts node itself on the bundled entry, as npm start does (signals reach the server; npm would write to $HOME)', () => {
    const cmd = runtime.find((i) => i.keyword === 'CMD');
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const npmStartsNode = scripts.start?.split('&&').at(-1)?.trim().split(/\s+/);
    expect(JSON.parse(cmd?.args ?? 'null')).toEqual(npmStartsNode);
    expect(npmStartsNode?.at(-1)).toBe('apps/server/dist/main.js');
    expect(runtime.find((i) => i.keyword === 'ENV')?.args).toMatch(/DATA_DIR=\/data\b/);
    expect(runtime.some((i) => i.keyword === 'VOLUME' && i.args.includes('/data'))).toBe(true);
  });

  it('is built without local data, keys or builds (.dockerignore)', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['data', '**/.env', '**/node_modules', '**/dist']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml: two servers behind a reverse proxy on one PostgreSQL', () => {
  interface Service {
    image?: string;
    command?: string[];
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }>;
    read_only?: boolean;
    ports?: string[];
    volumes?: string[];
  }
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
  const { services } = compose;
  const servers = ['server-1', 'server-2'].map((name) => services[name]);
  const operator = {
    POSTGRES_PASSWORD: 'a-postgres-password',
    MIGRATION_DB_PASSWORD: 'an-owner-password',
    APP_DB_PASSWORD: 'an-app-password',
    TOKEN_SECRET: 'token-secret-of-at-least-32-characters',
    PII_KEY: 'pii-key-of-at-least-thirty-two-characters',
  };

  it('runs the servers on a read-only root file system, after the migration step has succeeded', () => {
    for (const server of servers) {
      expect(server?.read_only).toBe(true);
      expect(server?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    }
    expect(services.migrate?.command).toEqual(['node', 'apps/server/dist/migrate.js']);
    expect(services.migrate?.depends_on?.postgres?.condition).toBe('service_healthy');
    const entries = read('apps/server/build.mjs');
    expect(entries).toContain("migrate: 'src/commands/migrate.ts'");
  });

  it("gives both servers an environment the server accepts: one database, the same keys, the proxy's hop trusted", () => {
    const configs = servers.map((server) =>
      parseServerEnvironment(
        Object.fromEntries(
          Object.entries(server?.environment ?? {}).map(([key, value]) => [key, substitute(String(value), operator)]),
        ),
      ),
    );
    for (const config of configs) {
      expect(new URL(config.databaseUrl ?? '').host).toBe('postgres:5432');
      expect(config.tokenSecret).toBe(operator.TOKEN_SECRET);
      expect(config.piiKey).toBe(operator.PII_KEY);
      expect(config.trustProxyHops).toBe(1);
      expect(config.host).toBe('0.0.0.0');
    }
    // Without the operator's secrets compose refuses to start (${NAME:?…}), rather than run without keys.
    for (const name of ['POSTGRES_PASSWORD', 'MIGRATION_DB_PASSWORD', 'APP_DB_PASSWORD', 'TOKEN_SECRET', 'PII_KEY']) {
      expect(read('compose.yaml')).toMatch(new RegExp(`\\$\\{${name}:\\?`));
    }
  });

  it('runs the servers as a role of their own, the migrations as the owner, and never either as the superuser (issue 35)', () => {
    const environment = (service: Service | undefined) =>
      Object.fromEntries(
        Object.entries(service?.environment ?? {}).map(([key, value]) => [key, substitute(String(value), operator)]),
      );
    const userOf = (url: string | undefined) => new URL(url ?? '').username;
    const superuser = services.postgres?.environment?.POSTGRES_USER;
    const initScript = read('deploy/postgres-init/10-quickcheck-roles.sh');
    const init = initScript.slice(initScript.indexOf("<<'SQL'"));
    expect(services.postgres?.volumes).toContain('./deploy/postgres-init:/docker-entrypoint-initdb.d:ro');
    for (const server of servers) {
      const config = parseServerEnvironment(environment(server));
      expect(userOf(config.databaseUrl)).toBe('quickcheck_app');
      expect(config.migrationDatabaseUrl).toBeUndefined();
    }
    const migration = parseServerEnvironment(environment(services.migrate), { sharedKeysNeeded: false });
    expect(userOf(migration.databaseUrl)).toBe('quickcheck_app');
    expect(userOf(migration.migrationDatabaseUrl)).toBe('quickcheck_owner');
    expect(new URL(migration.migrationDatabaseUrl ?? '').pathname).toBe(new URL(migration.databaseUrl ?? '').pathname);
    for (const role of ['quickcheck_app', 'quickcheck_owner']) {
      expect(role).not.toBe(superuser);
      // Made by the init script, as a login role that is no superuser.
      expect(init).toMatch(new RegExp(`^create role ${role} login password :'\\w+';$`, 'm'));
    }
    expect(init).toMatch(/^alter database :"dbname" owner to quickcheck_owner;$/m);
    expect(init).not.toMatch(/superuser|createrole|createdb/i);
  });

  it('sends visitors round robin to exactly those two servers, only while each is ready', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(services.proxy?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(['server-1:3000', 'server-2:3000']);
    expect(caddyfile).toMatch(/lb_policy\s+round_robin/);
    expect(caddyfile).toMatch(new RegExp(`health_uri\\s+${READY_PATH}`));
    expect(services.proxy?.depends_on?.['server-1']?.condition).toBe('service_healthy');
    expect(services.postgres?.image).toMatch(/^postgres:/);
  });
});
