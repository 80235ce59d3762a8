/**
 * Regex census (issue 9, "vocabulary as data"): per source file, how many regular-expression literals the code holds
 * and how many `|` alternatives they carry, so a move of vocabulary to seeds/lexicons can be measured before and after.
 * Regex literals are found by the TypeScript scanner (so a slash in a comment, string or division is no regex); the
 * static text of `new RegExp(...)` / `RegExp(...)` string and template arguments is counted apart, since a phrase list
 * can hide there too. A `|` counts when it is unescaped and outside a character class.
 *
 *   node --import tsx scripts/dev/regex-census.ts [dir or file …]   (default: processors/steer)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SyntaxKind } from 'typescript/unstable/ast';
import { createScanner } from 'typescript/unstable/ast/scanner';

/** Unescaped `|` outside `[...]` in a regex source. */
export function alternatives(source: string): number {
  let n = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '|') n++;
  }
  return n;
}

export type Census = { literals: number; literalBars: number; constructed: number; constructedBars: number };

/** Tokens after which a `/` divides; anywhere else it opens a regex literal (the usual JavaScript rule of thumb). */
const ENDS_OPERAND = new Set<SyntaxKind>([
  SyntaxKind.Identifier,
  SyntaxKind.NumericLiteral,
  SyntaxKind.BigIntLiteral,
  SyntaxKind.StringLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.TemplateTail,
  SyntaxKind.RegularExpressionLiteral,
  SyntaxKind.CloseParenToken,
  SyntaxKind.CloseBracketToken,
  SyntaxKind.CloseBraceToken,
  SyntaxKind.ThisKeyword,
  SyntaxKind.SuperKeyword,
  SyntaxKind.TrueKeyword,
  SyntaxKind.FalseKeyword,
  SyntaxKind.NullKeyword,
  SyntaxKind.PlusPlusToken,
  SyntaxKind.MinusMinusToken,
]);
const TRIVIA = new Set<SyntaxKind>([
  SyntaxKind.WhitespaceTrivia,
  SyntaxKind.NewLineTrivia,
  SyntaxKind.SingleLineCommentTrivia,
  SyntaxKind.MultiLineCommentTrivia,
  SyntaxKind.ConflictMarkerTrivia,
]);

/**
 * Scans one file with TypeScript's scanner: comments and strings are tokens of their own, so a slash in them is never
 * taken for a regex. `new RegExp(` / `RegExp(` followed by a string or a (`String.raw`) template counts the static
 * text of that first argument: cooked for plain strings, raw for `String.raw`, the `${…}` parts left out.
 */
export function censusOf(text: string, found?: Array<{ start: number; end: number; text: string }>): Census {
  const sc = createScanner(false, undefined, text);
  const c: Census = { literals: 0, literalBars: 0, constructed: 0, constructedBars: 0 };
  const recent: Array<{ kind: SyntaxKind; text: string }> = []; // the last significant tokens, newest last
  const templateBraces: number[] = []; // brace depth at each open `${`
  let braces = 0;
  const parens: boolean[] = []; // per open paren: does it hold an if/while/for/with head (after which `/` is a regex)?
  let afterHead = false;
  let argOf: 'plain' | 'raw' | undefined; // inside the first argument of a RegExp(…) call
  let argText = '';
  const closeArg = () => {
    if (argOf) {
      c.constructed++;
      c.constructedBars += alternatives(argText);
    }
    argOf = undefined;
    argText = '';
  };
  for (;;) {
    let kind = sc.scan();
    if (kind === SyntaxKind.EndOfFile) break;
    if (TRIVIA.has(kind)) continue;
    const prev = recent[recent.length - 1]?.kind;
    if ((kind === SyntaxKind.SlashToken || kind === SyntaxKind.SlashEqualsToken) && (prev === undefined || afterHead || !ENDS_OPERAND.has(prev))) {
      kind = sc.reScanSlashToken();
    }
    afterHead = false;
    if (kind === SyntaxKind.OpenParenToken) parens.push(['if', 'while', 'for', 'with'].includes(recent[recent.length - 1]?.text ?? ''));
    if (kind === SyntaxKind.CloseParenToken) afterHead = parens.pop() === true;
    if (kind === SyntaxKind.OpenBraceToken) braces++;
    if (kind === SyntaxKind.CloseBraceToken) {
      if (templateBraces.length && templateBraces[templateBraces.length - 1] === braces) {
        templateBraces.pop();
        kind = sc.reScanTemplateToken(false);
      } else braces--;
    }
    if (kind === SyntaxKind.TemplateHead || kind === SyntaxKind.TemplateMiddle) templateBraces.push(braces);
    const tok = sc.getTokenText();
    if (kind === SyntaxKind.RegularExpressionLiteral) {
      c.literals++;
      found?.push({ start: sc.getTokenStart(), end: sc.getTokenEnd(), text: tok });
      c.literalBars += alternatives(tok.slice(1, tok.lastIndexOf('/')));
    }
    // the first argument of RegExp(…): a string, or a String.raw / plain template up to its tail
    const r = recent.map((t) => t.text).slice(-5);
    const atArg = r[r.length - 1] === '(' && r[r.length - 2] === 'RegExp';
    const atRaw = r.join(' ').endsWith('RegExp ( String . raw');
    if (atArg && kind === SyntaxKind.StringLiteral) {
      argOf = 'plain';
      argText = sc.getTokenValue();
      closeArg();
    } else if ((atArg || atRaw) && (kind === SyntaxKind.NoSubstitutionTemplateLiteral || kind === SyntaxKind.TemplateHead)) {
      argOf = atRaw ? 'raw' : 'plain';
      argText = atRaw ? rawPart(tok) : sc.getTokenValue();
      if (kind === SyntaxKind.NoSubstitutionTemplateLiteral) closeArg();
    } else if (argOf && (kind === SyntaxKind.TemplateMiddle || kind === SyntaxKind.TemplateTail)) {
      argText += argOf === 'raw' ? rawPart(tok) : sc.getTokenValue();
      if (kind === SyntaxKind.TemplateTail) closeArg();
    }
    recent.push({ kind, text: tok });
    if (recent.length > 8) recent.shift();
  }
  return c;
}

/** A template token's text without its delimiters (`` ` ``, `${`, `}`). */
function rawPart(tok: string): string {
  return tok.replace(/^[`}]/, '').replace(/(?:`|\$\{)$/, '');
}

function* tsFiles(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    if (path.endsWith('.ts') && !path.endsWith('.d.ts')) yield path;
    return;
  }
  for (const e of readdirSync(path).sort()) yield* tsFiles(join(path, e));
}

function main(): void {
  const roots = process.argv.slice(2);
  const total: Census = { literals: 0, literalBars: 0, constructed: 0, constructedBars: 0 };
  const rows: Array<[string, Census]> = [];
  for (const root of roots.length ? roots : ['processors/steer']) {
    for (const f of tsFiles(root)) {
      const c = censusOf(readFileSync(f, 'utf8'));
      if (!c.literals && !c.constructed) continue;
      rows.push([relative(process.cwd(), f), c]);
      for (const k of Object.keys(total) as Array<keyof Census>) total[k] += c[k];
    }
  }
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`${'file'.padEnd(64)} ${pad('regex', 6)} ${pad('|', 6)} ${pad('new RE', 7)} ${pad('|', 6)}`);
  for (const [f, c] of rows) {
    console.log(`${f.padEnd(64)} ${pad(c.literals, 6)} ${pad(c.literalBars, 6)} ${pad(c.constructed, 7)} ${pad(c.constructedBars, 6)}`);
  }
  console.log(`${'total'.padEnd(64)} ${pad(total.literals, 6)} ${pad(total.literalBars, 6)} ${pad(total.constructed, 7)} ${pad(total.constructedBars, 6)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
