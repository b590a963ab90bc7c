// docs/PROTOCOL.md's tables of messages, lobby actions, and each game's intents and options are
// generated from the valibot schemas that check them at runtime (src/net/protocol.ts, each game's
// `intents` and `optionsSchema`), and each game's view, phases and log entries from its types
// (view-docs.ts), so the docs cannot drift from the code. `npm run docs` rewrites
// the marked sections; test/protocol-docs.test.ts fails while they are stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { GAMES } from '../src/engine/index.ts';
import { viewDocs } from './view-docs.ts';
import * as prettier from 'prettier';
import {
  CLIENT_MESSAGES,
  HOST_MESSAGES,
  LOBBY_ACTIONS,
  LobbyPlayerSchema,
  LobbySchema,
} from '../src/net/protocol.ts';

export const PROTOCOL_MD = fileURLToPath(new URL('../docs/PROTOCOL.md', import.meta.url));

type Node = {
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  options?: unknown[];
  literal?: unknown;
  wrapped?: Node;
  item?: Node;
  items?: Node[];
  message?: unknown;
  default?: unknown;
  value?: Node;
};

/** A schema's type as a reader wants it: `string`, `"W3"`, `0–5`, `As | Kd`, `{ seat, rank }`;
 * a schema with a title is named by it (nested shapes get tables of their own). */
export function typeText(schema: unknown, top = false): string {
  const s = schema as Node;
  const title = v.getTitle(s as v.GenericSchema);
  if (title && !top) return title;
  const piped = s.pipe?.[0] && s.pipe[0] !== s ? s.pipe : null;
  if (piped) {
    const base = typeText(piped[0]);
    const notes = piped
      .slice(1)
      .flatMap((a) => (a.type === 'check' && typeof a.message === 'string' ? [a.message] : []));
    const min = piped.find((a) => a.type === 'min_value') as { requirement?: number } | undefined;
    const max = piped.find((a) => a.type === 'max_value') as { requirement?: number } | undefined;
    const range = min && max ? `${min.requirement}–${max.requirement}` : null;
    return [range ?? base, ...notes.map((n) => `(${n})`)].join(' ');
  }
  switch (s.type) {
    case 'literal':
      return JSON.stringify(s.literal);
    case 'picklist': {
      const options = s.options as unknown[];
      const letters = options.every((o) => typeof o === 'string' && o.length === 1);
      return letters
        ? `one of \`${options.join('')}\``
        : options.map((o) => JSON.stringify(o)).join(' \\| ');
    }
    case 'optional':
      return typeText(s.wrapped);
    case 'nullable':
      return `${typeText(s.wrapped)} \\| null`;
    case 'array': {
      const item = typeText(s.item);
      return item.includes(' ') ? `(${item})[]` : `${item}[]`;
    }
    case 'tuple':
    case 'strict_tuple':
      return `[${(s.items ?? []).map((i) => typeText(i)).join(', ')}]`;
    case 'object':
    case 'strict_object':
      return `{ ${fieldsText(s)} }`;
    case 'variant':
    case 'union':
      return (s.options as Node[]).map((o) => typeText(o)).join(' \\| ');
    case 'record':
      return `{ [key]: ${typeText(s.value)} }`;
    default:
      return s.type;
  }
}

/** An object schema's fields, `name?: type` for optional ones, leaving out `v` and `t`. */
export function fieldsText(schema: unknown, skip: readonly string[] = []): string {
  const s = (schema as Node).pipe?.[0] ?? (schema as Node);
  const entries = Object.entries(s.entries ?? {}).filter(([k]) => !skip.includes(k));
  return entries
    .map(([k, f]) => `\`${k}${f.type === 'optional' ? '?' : ''}\`: ${typeText(f)}`)
    .join(', ');
}

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

function table(head: string[], rows: string[][]): string {
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
}

/** A titled shape's fields, one row each. */
function shape(schema: unknown): string {
  const s = (schema as Node).pipe?.[0] ?? (schema as Node);
  return table(
    ['field', 'type'],
    Object.entries(s.entries ?? {}).map(([k, f]) => [
      `\`${k}${f.type === 'optional' ? '?' : ''}\``,
      typeText(f),
    ]),
  );
}

function messages(schemas: Record<string, unknown>): string {
  return table(
    ['`t`', 'fields', 'meaning'],
    Object.entries(schemas).map(([t, schema]) => [
      `\`${t}\``,
      fieldsText(schema, ['v', 't']) || '—',
      v.getDescription(schema as v.GenericSchema) ?? '',
    ]),
  );
}

function lobbyActions(): string {
  return table(
    ['`action.a`', 'fields', 'who, and what it does'],
    Object.entries(LOBBY_ACTIONS).map(([a, schema]) => [
      `\`${a}\``,
      fieldsText(schema, ['a']) || '—',
      v.getDescription(schema as v.GenericSchema) ?? '',
    ]),
  );
}

function gameSection(id: string): string {
  const def = GAMES[id as keyof typeof GAMES]!;
  const intents = table(
    ['`type`', 'fields', 'what it does'],
    Object.entries(def.intents).map(([t, schema]) => [
      `\`${t}\``,
      fieldsText(schema, ['type']) || '—',
      v.getDescription(schema) ?? '',
    ]),
  );
  const options = table(
    ['option', 'values', 'default'],
    Object.entries((def.optionsSchema as unknown as Node).entries ?? {}).map(([k, f]) => [
      `\`${k}\``,
      typeText(f),
      `\`${JSON.stringify(f.default)}\``,
    ]),
  );
  return `Intents:\n\n${intents}\n\nOptions (\`{ a: 'game', game: '${id}', options }\`):\n\n${options}`;
}

/** Every generated section, by the name its markers carry. */
export function sections(): Record<string, string> {
  const out: Record<string, string> = {
    'client-messages': messages(CLIENT_MESSAGES),
    'host-messages': messages(HOST_MESSAGES),
    'lobby-actions': lobbyActions(),
    lobby: `\`Lobby\`:\n\n${shape(LobbySchema)}\n\n\`LobbyPlayer\`:\n\n${shape(LobbyPlayerSchema)}`,
  };
  for (const id of Object.keys(GAMES)) out[`game:${id}`] = gameSection(id);
  for (const [id, text] of Object.entries(viewDocs(Object.keys(GAMES)))) out[`view:${id}`] = text;
  return out;
}

/** `text` with each `<!-- generated:NAME -->…<!-- /generated -->` section rewritten, then
 * formatted as `npm run format` would. */
export async function regenerate(text: string): Promise<string> {
  const all = sections();
  const unknown: string[] = [];
  const raw = text.replace(
    /(<!-- generated:(\S+) -->)[\s\S]*?(<!-- \/generated -->)/g,
    (whole, open: string, name: string, close: string) => {
      if (all[name] === undefined) unknown.push(name);
      return all[name] === undefined ? whole : `${open}\n\n${all[name]}\n\n${close}`;
    },
  );
  if (unknown.length > 0) throw new Error(`no generated section called ${unknown.join(', ')}`);
  const missing = Object.keys(all).filter((name) => !text.includes(`<!-- generated:${name} -->`));
  if (missing.length > 0)
    throw new Error(`docs/PROTOCOL.md has no place for ${missing.join(', ')}`);
  const config = (await prettier.resolveConfig(PROTOCOL_MD)) ?? {};
  return prettier.format(raw, { ...config, filepath: PROTOCOL_MD });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const before = readFileSync(PROTOCOL_MD, 'utf8');
  const after = await regenerate(before);
  writeFileSync(PROTOCOL_MD, after);
  console.log(after === before ? 'docs/PROTOCOL.md is up to date' : 'docs/PROTOCOL.md rewritten');
}
