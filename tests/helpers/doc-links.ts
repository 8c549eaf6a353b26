import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What the documents and the code's comments point to, checked against the repository: every
 * Markdown link, every path a comment names (`docs/…md`, any `*.md`, `./` and `../` paths, paths
 * from the top folders below) and every `§N` cited after a document. Generated or ignored folders
 * (`.data/`, `.next/`) are named on purpose and are not matched.
 */

export type Problem = { file: string; line: number; reference: string; reason: string };

/** The repository as the scanner sees it: its paths (files and folders, no trailing slash) and a reader. */
export type Repository = { paths: ReadonlySet<string>; read: (file: string) => string };

/** Top folders whose paths a comment may name from the repository's root. */
const ROOTS = ['docs', 'src', 'scripts', 'tests', 'e2e', 'public'];
const SEGMENT = String.raw`[\w@.\[\]+-]+`;
/** Not in the middle of a longer path, a URL or a word. */
const START = String.raw`(?<![\w@.\/\[\]+-])`;
const PATH = new RegExp(
  `${START}(?:(?:\\.\\.?\\/)+|(?:${ROOTS.join('|')})\\/)(?:${SEGMENT}\\/?)*|${START}(?:${SEGMENT}\\/)*${SEGMENT}\\.md(?![\\w-])`,
  'g',
);
/** A section cited after an upper-case name rather than a path: the way documents outside the repository were cited. */
const BARE_CITATION = /\b[A-Z][A-Z0-9_]*(?:-[A-Z0-9_]+)*(?:\.md)?\s?§\s?\d/g;
const SECTION = /§\s?(\d+)(?:\s?[–-]\s?§?(\d+))?/g;
/** A module may be named without its extension, as imports name it. */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts', '/index.ts', '/index.tsx'];

/**
 * The repository's files, relative to `root`: git's (tracked, and new ones it does not ignore),
 * else a walk that leaves out the installed, built and local folders (`.gitignore`'s plain names).
 */
export function repositoryFiles(root: string): string[] {
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    return [...new Set(listed.split('\0').filter(Boolean))].filter((file) =>
      fs.existsSync(path.join(root, file)),
    );
  } catch {
    const ignoreFile = path.join(root, '.gitignore');
    const ignored = fs.existsSync(ignoreFile)
      ? fs
          .readFileSync(ignoreFile, 'utf8')
          .split('\n')
          .map((line) => line.trim().replace(/^\/|\/$/g, ''))
      : [];
    const skipped = new Set([
      '.git',
      'node_modules',
      '.next',
      '.data',
      ...ignored.filter((name) => /^[\w.-]+$/.test(name)),
    ]);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (skipped.has(entry.name)) continue;
        const relative = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(relative);
        else files.push(relative);
      }
    };
    walk('');
    return files;
  }
}

/** Every file and every folder above one. */
export function pathsOf(files: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const file of files) {
    for (let at = file; at && at !== '.'; at = path.posix.dirname(at)) paths.add(at);
  }
  return paths;
}

type Comment = { offset: number; text: string };

const TS_KINDS: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.mts': ts.ScriptKind.TS,
  '.cts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS,
  '.jsx': ts.ScriptKind.JSX,
};
/** Tokens whose text may hold `//` or `/*` that are no comment: only their leading trivia is read. */
const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
  ts.SyntaxKind.JsxTextAllWhiteSpaces,
]);
const scanner = ts.createScanner(ts.ScriptTarget.Latest, false);

/**
 * The comments of a script, JSX ones included, found from its syntax tree: between a node's
 * children there are only punctuation, keywords and trivia, which the scanner reads without
 * mistaking a regular expression, a template or JSX text for a comment.
 */
function scriptComments(file: string, text: string, kind: ts.ScriptKind): Comment[] {
  const source = ts.createSourceFile(
    file,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    kind,
  );
  const comments: Comment[] = [];
  const read = (start: number, end: number, triviaOnly: boolean) => {
    if (end <= start) return;
    scanner.setText(text, start, end - start);
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
        comments.push({ offset: scanner.getTokenStart(), text: scanner.getTokenText() });
      } else if (
        triviaOnly &&
        token !== ts.SyntaxKind.WhitespaceTrivia &&
        token !== ts.SyntaxKind.NewLineTrivia
      ) {
        return;
      }
    }
  };
  const visit = (node: ts.Node) => {
    let at = node.pos;
    let parent = false;
    const child = (next: ts.Node) => {
      parent = true;
      read(at, next.pos, false);
      visit(next);
      at = next.end;
    };
    ts.forEachChild(node, child, (children) => children.forEach(child));
    if (parent) read(at, node.end, false);
    else read(node.pos, node.end, LITERALS.has(node.kind));
  };
  visit(source);
  return comments;
}

/** `--` and `/* … *\/` comments of SQL, outside quoted strings and names (a function's body, between `$$`, is read as SQL). */
function sqlComments(text: string): Comment[] {
  const comments: Comment[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      i = text.indexOf(c, i + 1);
      while (i >= 0 && text[i + 1] === c) i = text.indexOf(c, i + 2);
      if (i < 0) break;
    } else if (text.startsWith('--', i) || text.startsWith('/*', i)) {
      const end = c === '-' ? text.indexOf('\n', i) : text.indexOf('*/', i + 2) + 2;
      const stop = end <= 1 ? text.length : end;
      comments.push({ offset: i, text: text.slice(i, stop) });
      i = stop;
    }
  }
  return comments;
}

/** `/* … *\/` comments of a stylesheet. */
const blockComments = (text: string): Comment[] =>
  [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ offset: m.index, text: m[0] }));

/** `#` comments of a shell script or an env file: at the start of a line, or after a space. */
const hashComments = (text: string): Comment[] =>
  [...text.matchAll(/(?<=^|\s)#.*$/gm)].map((m) => ({ offset: m.index, text: m[0] }));

/** Files worth reading: Markdown, and those whose comments `commentsOf` reads (a file without extension may be a script). */
export const mayCite = (file: string): boolean =>
  /\.(md|[cm]?[jt]sx?|sql|css|sh)$|(^|\/)\.(env\.example|gitignore)$|(^|\/)[^./]+$/.test(file);

/** The comments of a file, or undefined for a file that has none to read (data, images, Markdown). */
function commentsOf(file: string, text: string): Comment[] | undefined {
  const extension = path.posix.extname(file);
  const kind = TS_KINDS[extension];
  if (kind !== undefined) return scriptComments(file, text, kind);
  if (extension === '.sql') return sqlComments(text);
  if (extension === '.css') return blockComments(text);
  if (extension === '.sh' || /(^|\/)\.(env\.example|gitignore)$/.test(file) || text.startsWith('#!'))
    return hashComments(text);
  return undefined;
}

/** The text with fenced code blocks blanked, offsets and lines kept. */
const withoutFences = (markdown: string) =>
  markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
/** And inline code too: a link written as code is no link. */
const withoutCode = (markdown: string) =>
  withoutFences(markdown).replace(/`+[^`\n]*`+/g, (span) => ' '.repeat(span.length));
/** A Markdown text with its links' targets blanked: `checkLinks` resolves those, relative to the file. */
const withoutLinkTargets = (markdown: string) =>
  markdown.replace(/(\]\()([^)\s]+)/g, (_, open: string, target: string) => open + ' '.repeat(target.length));

/** GitHub's anchor of each heading of a Markdown text (lower case, punctuation dropped, spaces as hyphens, repeats numbered). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const [, heading = ''] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  for (const [, id = ''] of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** The numbered sections of a Markdown document: `## 7. Staff` is §7. */
const sectionNumbers = (markdown: string): Set<number> =>
  new Set([...withoutFences(markdown).matchAll(/^#{1,6}\s+(\d+)\.\s/gm)].map(([, n]) => Number(n)));

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A path as written, cut to what it names: no trailing punctuation; a glob or a placeholder names its folder. */
function trimmed(reference: string, next: string | undefined): string {
  let trimmedPath = reference;
  // The opening bracket of a Markdown link whose text is a file name.
  while (
    trimmedPath.startsWith('[') &&
    (trimmedPath.match(/\[/g) ?? []).length > (trimmedPath.match(/]/g) ?? []).length
  )
    trimmedPath = trimmedPath.slice(1);
  if (next !== undefined && '*{<$'.includes(next))
    trimmedPath = trimmedPath.slice(0, trimmedPath.lastIndexOf('/') + 1);
  trimmedPath = trimmedPath.replace(/[.,:;!?]+$/, '');
  while (
    trimmedPath.endsWith(']') &&
    (trimmedPath.match(/\[/g) ?? []).length < (trimmedPath.match(/]/g) ?? []).length
  )
    trimmedPath = trimmedPath.slice(0, -1);
  return trimmedPath;
}

/** A file or a folder of the repository; a module may be named without its extension. */
const exists = (target: string, repository: Repository) =>
  target === '.' ||
  repository.paths.has(target) ||
  (!target.endsWith('.md') && MODULE_EXTENSIONS.some((ext) => repository.paths.has(target + ext)));

/**
 * Where a reference leads from `file`: relative to it (`./`, `../`), from the root (a top folder),
 * or either (a bare `.md` name: beside the file, else at the root); null when outside.
 */
function resolve(file: string, reference: string, repository: Repository): string | null {
  const fromFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), reference));
  const fromRoot = path.posix.normalize(reference);
  const candidates = reference.startsWith('.')
    ? [fromFile]
    : ROOTS.some((root) => reference.startsWith(`${root}/`))
      ? [fromRoot]
      : [fromFile, fromRoot];
  const inside = candidates
    .map((candidate) => candidate.replace(/\/$/, '') || '.')
    .filter((candidate) => candidate !== '..' && !candidate.startsWith('../'));
  return inside.find((candidate) => exists(candidate, repository)) ?? inside.at(-1) ?? null;
}

/** The sections of a document `§N` cites in `after` (the rest of the line after the document's name). */
function citedSections(after: string): number[] {
  const cited: number[] = [];
  for (const [, from, to] of after.matchAll(SECTION)) {
    const first = Number(from);
    const last = to === undefined ? first : Number(to);
    for (let n = first; n <= last; n++) cited.push(n);
  }
  return cited;
}

/** The problems of the paths named in `text` (a comment, or a Markdown file), found at `offset` of the file. */
function checkMentions(
  file: string,
  whole: string,
  offset: number,
  text: string,
  repository: Repository,
): Problem[] {
  const problems: Problem[] = [];
  const report = (at: number, reference: string, reason: string) =>
    problems.push({ file, line: lineAt(whole, offset + at), reference, reason });
  for (const match of text.matchAll(BARE_CITATION))
    report(match.index, match[0], 'cites a section by a name that is no file here: name the docs/ file');
  const matches = [...text.matchAll(PATH)];
  matches.forEach((match, i) => {
    const reference = trimmed(match[0], text[match.index + match[0].length]);
    if (!/\w/.test(reference)) return;
    const target = resolve(file, reference, repository);
    if (target === null) return report(match.index, reference, 'points outside the repository');
    if (!exists(target, repository))
      return report(
        match.index,
        reference,
        target === reference ? 'is not in the repository' : `is ${target}, which is not in the repository`,
      );
    if (!target.endsWith('.md')) return;
    const end = match.index + match[0].length;
    const lineEnd = text.indexOf('\n', end);
    // Its sections are cited up to the end of the line, or to where another document is named.
    const rest = text.slice(
      end,
      Math.min(lineEnd < 0 ? text.length : lineEnd, matches[i + 1]?.index ?? text.length),
    );
    const other = rest.search(new RegExp(BARE_CITATION.source));
    const after = other < 0 ? rest : rest.slice(0, other);
    const sections = sectionNumbers(repository.read(target));
    for (const n of citedSections(after))
      if (!sections.has(n)) report(match.index, `${reference} §${n}`, `is not a section of ${target}`);
  });
  return problems;
}

/** Every Markdown link and image of `text`: relative ones must lead to a path of the repository, and an anchor to a heading. */
function checkLinks(file: string, text: string, repository: Repository): Problem[] {
  const problems: Problem[] = [];
  const prose = withoutCode(text);
  const targets = [
    ...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g),
    ...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm),
  ];
  for (const match of targets) {
    const target = match[1] ?? '';
    const report = (reason: string) =>
      problems.push({ file, line: lineAt(text, match.index), reference: target, reason });
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [pathPart = '', anchor] = target.split('#', 2);
    const decoded = decodeURIComponent(pathPart);
    const resolved =
      pathPart === ''
        ? file
        : path.posix
            .normalize(
              decoded.startsWith('/') ? decoded.slice(1) : path.posix.join(path.posix.dirname(file), decoded),
            )
            .replace(/\/$/, '') || '.';
    if (resolved === '..' || resolved.startsWith('../')) {
      report('leads outside the repository');
      continue;
    }
    if (resolved !== '.' && !repository.paths.has(resolved)) {
      report(
        resolved === target
          ? 'is not in the repository'
          : `leads to ${resolved}, which is not in the repository`,
      );
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !headingAnchors(repository.read(resolved)).has(anchor))
      report(`is not a heading of ${resolved}`);
  }
  return problems;
}

/** The problems of one file: its links and mentions if Markdown, its comments' references if code; undefined when it is neither. */
export function checkFile(file: string, text: string, repository: Repository): Problem[] | undefined {
  if (file.endsWith('.md'))
    return [
      ...checkLinks(file, text, repository),
      ...checkMentions(file, text, 0, withoutLinkTargets(text), repository),
    ];
  const comments = commentsOf(file, text);
  return comments?.flatMap((comment) => checkMentions(file, text, comment.offset, comment.text, repository));
}
