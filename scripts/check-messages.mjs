#!/usr/bin/env node
/**
 * `npm run lint:messages` (part of `npm run lint`; issue 39): what the API tells a person comes from the
 * contract's catalogues (packages/contract/src/messages.ts, *-messages.ts, *-constants.ts and the like), never a
 * literal typed where the error is thrown or the reply is made. The check reads every file under apps/api/src and
 * fails on a string or template literal with words in it
 *   - inside the arguments of `new AppError(…)` or `AppError.<kind>(…)`, or
 *   - as the value of an `error:` or `message:` property (zod's messages, a success reply's message), or
 *   - in an e-mail or SMS: the `subject`, `text` or `lines` of an object literal that has a `channel` or a
 *     `subject` property (what `outbox.send({ channel, to, subject, text })` and the mail tables behind it hold).
 * Error codes (UPPER_SNAKE_CASE), field names (object keys), paths and links, and compared values are not messages and pass;
 * platform/config.ts (start-up errors, read by whoever runs the server) is not checked.
 * `node scripts/check-messages.mjs --root <dir>` checks another tree (the test's fixture).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import ts from "typescript";

const { values } = parseArgs({ options: { root: { type: "string" } } });
const root = resolve(values.root ?? join(import.meta.dirname, ".."));
const src = join(root, "apps/api/src");

function sourceFiles(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) out.push(path);
    }
  };
  try {
    walk(dir);
  } catch {}
  return out;
}

/** A literal that reads as words to a person (a code such as "NOT_FOUND" or a bare number does not). */
const isWords = (text) => !isLink(text) && (/[a-z]/.test(text) || /[A-Z][a-z]|\s/.test(text.trim()));
/** A path or the rest of a link (`/dashboard/tenancy`, `${base}/signup?email=${…}`) names a page, it says nothing. */
const isLink = (text) => /\//.test(text) && !/\s/.test(text.trim());

/** `new AppError(…)` or `AppError.validation(…)`, `AppError.notFound(…)`… */
function isAppErrorCall(node) {
  if (ts.isNewExpression(node))
    return ts.isIdentifier(node.expression) && node.expression.text === "AppError";
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === "AppError"
  );
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.InKeyword,
]);
/** A value compared or used as a key (`role === "customer" ? …`, `x["phone"]`) is no message. */
const compared = (node) =>
  (ts.isBinaryExpression(node.parent) && EQUALITY.has(node.parent.operatorToken.kind)) ||
  (ts.isElementAccessExpression(node.parent) && node.parent.argumentExpression === node) ||
  ts.isComputedPropertyName(node.parent);

const found = [];
/** A property assignment whose key is one of `names`. */
const named = (node, ...names) =>
  (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && names.includes(node.name.text);
/** An e-mail or SMS written as an object: it has a `channel` (an outbox message) or a `subject`. */
const isMail = (object) =>
  ts.isObjectLiteralExpression(object) &&
  object.properties.some(
    (p) =>
      (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && named(p, "channel", "subject"),
  );
/** Files whose texts are for operators, not for the people using Ile. */
const OPERATOR_FILES = new Set(["apps/api/src/platform/config.ts"]);
/** Table definitions name columns ("message"), not messages. */
const NOT_CHECKED = /^apps\/api\/src\/db\//;

for (const path of sourceFiles(src)) {
  if (OPERATOR_FILES.has(relative(root, path)) || NOT_CHECKED.test(relative(root, path))) continue;
  const text = readFileSync(path, "utf8");
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const literalsIn = (node, out) => {
    if (compared(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // An object key written as a string ({ "field": […] }) names a field, not a message.
      if (!(ts.isPropertyAssignment(node.parent) && node.parent.name === node) && isWords(node.text))
        out.push(node);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ");
      if (isWords(parts)) out.push(node);
    }
    ts.forEachChild(node, (child) => literalsIn(child, out));
  };
  const visit = (node) => {
    const messageProperty =
      ts.isPropertyAssignment(node) &&
      (named(node, "error", "message") || (named(node, "subject", "text", "lines") && isMail(node.parent)));
    if (isAppErrorCall(node) || messageProperty) {
      const hits = [];
      if (messageProperty) literalsIn(node.initializer, hits);
      else for (const arg of node.arguments ?? []) literalsIn(arg, hits);
      for (const hit of hits) {
        const { line } = file.getLineAndCharacterOfPosition(hit.getStart());
        found.push(`${relative(root, path)}:${line + 1} ${hit.getText().slice(0, 80)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}

for (const line of found) console.error(`  error ${line}`);
if (found.length) {
  console.error(
    `\nMessages (issue 39): ${found.length} literal message(s) in AppError calls, zod messages, replies or e-mails. Put the text in the contract's ` +
      "catalogue of its area (packages/contract/src, e.g. messages.ts, trust-constants.ts) and use it from there.",
  );
  process.exit(1);
}
console.log(
  "Messages (issue 39): every error, zod, reply and e-mail message of the API comes from a catalogue.",
);
