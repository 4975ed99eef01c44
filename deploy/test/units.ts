import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

export const repositoryRoot = resolve(import.meta.dirname, '../..');
/** Where deploy/systemd's units expect the checkout; the test runs them from this one. */
const INSTALLED_CHECKOUT = '/opt/kopkar/portal';

/** A committed unit's [Service] settings as systemd would run them here: every value of each key, in order. */
export type Service = {
  get: (key: string) => string;
  all: (key: string) => string[];
  /** ExecStart split into the program and its arguments (our units quote nothing). */
  command: () => { program: string; args: string[] };
  /** Its `Environment=` lines as variables. */
  environment: () => Record<string, string>;
};

/** Reads deploy/systemd/`name`, with `%i` standing for `instance` and the checkout in place of /opt/kopkar/portal. */
export function readService(name: string, instance = ''): Service {
  const text = readFileSync(resolve(repositoryRoot, 'deploy/systemd', name), 'utf8');
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('[')) {
      section = line;
      continue;
    }
    const equals = line.indexOf('=');
    if (section !== '[Service]' || equals < 0) continue;
    const key = line.slice(0, equals);
    const value = line
      .slice(equals + 1)
      .replaceAll('%i', instance)
      .replaceAll(INSTALLED_CHECKOUT, repositoryRoot);
    settings.set(key, [...(settings.get(key) ?? []), value]);
  }
  const all = (key: string) => settings.get(key) ?? [];
  const get = (key: string) => {
    const [value] = all(key);
    if (value === undefined) throw new Error(`deploy/systemd/${name} has no ${key}=`);
    return value;
  };
  return {
    get,
    all,
    command: () => {
      const [program = '', ...args] = get('ExecStart').split(/\s+/);
      return { program, args };
    },
    environment: () =>
      Object.fromEntries(
        all('Environment').map((assignment) => {
          const equals = assignment.indexOf('=');
          return [assignment.slice(0, equals), assignment.slice(equals + 1)];
        }),
      ),
  };
}

/** deploy/systemd/portal.env.example as systemd's EnvironmentFile= reads it. */
export function readExampleEnvironment(): Record<string, string> {
  const parsed = parseEnv(readFileSync(resolve(repositoryRoot, 'deploy/systemd/portal.env.example'), 'utf8'));
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, value ?? '']));
}

/**
 * The environment of a unit's process: systemd's few variables, the unit's Environment= lines, then the env file,
 * which overrides them (systemd.exec), then what the test must change (database, secrets, folders).
 */
export function serviceEnvironment(
  service: Service,
  overrides: Record<string, string>,
): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TZ: 'Asia/Jakarta',
    ...service.environment(),
    ...readExampleEnvironment(),
    ...overrides,
  };
}
