// Each game's view, its phases and its log entries for docs/PROTOCOL.md, read from the engine's
// own TypeScript types with the compiler API, so a client written outside the project learns
// every field without reading view.ts, and the docs cannot drift: the view type is whatever the
// game's definition (`GameDef<S, I, V, …>` in engine/games/<id>/index.ts) returns, field
// descriptions are their doc comments, the phases are the view's `phase` type, and the log entries
// are the members of its `log` element type (the union discriminated by `e`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: string[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
/** Text safe in a table cell. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The docs of every game, read once from one program over the engine. */
export function viewDocs(ids: readonly string[]): Record<string, string> {
  const files = ids.map((id) => path.join(ROOT, 'src/engine/games', id, 'index.ts'));
  const program = ts.createProgram(files, {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    // The rules are pure (no DOM, no Node): the language's own library is all they see, which
    // spares parsing the DOM's and every @types package's declarations (≈ 3.7 MB of text → 1.3).
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const out: Record<string, string> = {};
  ids.forEach((id, k) => {
    out[id] = new GameTypes(checker, program.getSourceFile(files[k]!)!, id).markdown();
  });
  return out;
}

/** The types of one game, as documented. */
class GameTypes {
  private readonly folder: string;

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly index: ts.SourceFile,
    id: string,
  ) {
    this.folder = path.join(ROOT, 'src/engine/games', id) + path.sep;
  }

  markdown(): string {
    const view = this.viewType();
    const parts = [`View (\`${this.name(view)}\`):\n\n${this.fields(view)}`];
    for (const t of this.nested(view)) parts.push(`\`${this.name(t)}\`:\n\n${this.fields(t)}`);
    const phase = this.prop(view, 'phase');
    if (phase)
      parts.push(
        `Phases: ${this.literals(phase)
          .map((p) => `\`${p}\``)
          .join(', ')}.`,
      );
    const log = this.prop(view, 'log');
    if (log) parts.push(`Log entries (\`log\`, by \`e\`):\n\n${this.logEntries(log)}`);
    return parts.join('\n\n');
  }

  /** V of the game definition exported by the game's index.ts. */
  private viewType(): ts.Type {
    const module = this.checker.getSymbolAtLocation(this.index)!;
    for (const sym of this.checker.getExportsOfModule(module)) {
      const type = this.checker.getTypeOfSymbol(sym);
      const args = type.aliasTypeArguments ?? (type as ts.TypeReference).typeArguments;
      const named = type.aliasSymbol?.name ?? type.getSymbol()?.name;
      if (named === 'GameDef' && args && args.length >= 3) return args[2]!;
    }
    throw new Error(`${this.index.fileName}: no GameDef exported`);
  }

  private name(t: ts.Type): string {
    return t.aliasSymbol?.name ?? t.getSymbol()?.name ?? this.checker.typeToString(t);
  }

  /** A property's type, or null. */
  private prop(t: ts.Type, name: string): ts.Type | null {
    const sym = t.getProperty(name);
    return sym ? this.checker.getTypeOfSymbol(sym) : null;
  }

  private doc(sym: ts.Symbol): string {
    return cell(ts.displayPartsToString(sym.getDocumentationComment(this.checker)));
  }

  private typeText(t: ts.Type): string {
    const text = this.checker.typeToString(
      t,
      undefined,
      ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope,
    );
    return cell(text.replace(/\breadonly /g, ''));
  }

  /** One row per property: name (`?` when optional), type, what it is. */
  private fields(t: ts.Type): string {
    const rows = this.checker.getPropertiesOfType(t).map((sym) => {
      const optional = (sym.flags & ts.SymbolFlags.Optional) !== 0;
      const type = this.checker.getTypeOfSymbol(sym);
      return [`\`${sym.name}${optional ? '?' : ''}\``, this.typeText(type), this.doc(sym)];
    });
    return table(['field', 'type', 'what'], rows);
  }

  /** Whether `t` is a named object type declared in this game's folder. */
  private ownNamed(t: ts.Type): boolean {
    const sym = t.aliasSymbol ?? t.getSymbol();
    if (!sym || sym.name.startsWith('__')) return false; // an inline shape, shown in its field
    const decl = sym.declarations?.[0];
    if (!decl || !decl.getSourceFile().fileName.startsWith(this.folder)) return false;
    return (t.flags & ts.TypeFlags.Object) !== 0 && !t.isUnion();
  }

  /** The game's own named object types the view reaches (not the view, not the log entries),
   * in the order they are met. */
  private nested(view: ts.Type): ts.Type[] {
    const seen = new Set<ts.Type>([view]);
    const out: ts.Type[] = [];
    const visit = (t: ts.Type, depth: number): void => {
      if (depth > 4) return;
      if (t.isUnion() || t.isIntersection()) return t.types.forEach((u) => visit(u, depth));
      const args = (t as ts.TypeReference).typeArguments ?? [];
      for (const a of args) visit(a, depth); // arrays, readonly arrays
      if (seen.has(t) || !this.ownNamed(t)) return;
      seen.add(t);
      out.push(t);
      for (const sym of this.checker.getPropertiesOfType(t)) {
        visit(this.checker.getTypeOfSymbol(sym), depth + 1);
      }
    };
    for (const sym of this.checker.getPropertiesOfType(view)) {
      if (sym.name === 'log') continue;
      visit(this.checker.getTypeOfSymbol(sym), 0);
    }
    return out;
  }

  /** The string literals of a union (a phase type). */
  private literals(t: ts.Type): string[] {
    const types = t.isUnion() ? t.types : [t];
    return types.flatMap((u) => (u.isStringLiteral() ? [u.value] : []));
  }

  /** One row per kind of log entry: its `e`, its other fields, its doc comment. */
  private logEntries(log: ts.Type): string {
    const element = this.checker.getIndexTypeOfType(log, ts.IndexKind.Number);
    if (!element) return '';
    const members = element.isUnion() ? element.types : [element];
    const rows = members.map((m) => {
      const e = this.prop(m, 'e');
      const name = e ? this.literals(e).join(', ') : '?';
      const fields = this.checker
        .getPropertiesOfType(m)
        .filter((p) => p.name !== 'e')
        .map((p) => `\`${p.name}\`: ${this.typeText(this.checker.getTypeOfSymbol(p))}`)
        .join(', ');
      const eSym = m.getProperty('e');
      const decl = eSym?.declarations?.[0]?.parent;
      const comment = decl ? this.commentBefore(decl) : '';
      return [`\`${name}\``, fields || '—', comment];
    });
    return table(['`e`', 'fields', 'what'], rows);
  }

  /** The doc comment written before a union member (`/** … *\/ | { e: … }`). */
  private commentBefore(node: ts.Node): string {
    const text = node.getSourceFile().getFullText();
    const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
    const docs = ranges
      .map((r) => text.slice(r.pos, r.end))
      .filter((c) => c.startsWith('/**'))
      .map((c) => c.replace(/^\/\*\*|\*\/$/g, '').replace(/^\s*\*\s?/gm, ''));
    return cell(docs.join(' '));
  }
}
