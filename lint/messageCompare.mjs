/**
 * oxlint JS plugin `message-codes`: the rule `no-message-compare` refuses code that decides by the
 * wording of a message (issue 16 item 2: "no screen compares a message text; refusals carry
 * codes"). A message is for a reader: the catalog (schemas/messages.ts, schemas/uiText/*) may
 * reword it, a portal may override it (per-scope message overrides), a second language replaces it.
 * What a screen, a machine or a rule branches on is the refusal's code (get-plan-pricing-detail's
 * errorCode, a call's own adapter in src/api/ mapping its answer to a code), a tag or a guard.
 *
 * It reports:
 * - `===`, `!==`, `==`, `!=` with a catalog text on either side (`error === MESSAGES.x`), or a
 *   message value (`.message`, `.error_message`, `.success_message`, `.textContent`, a variable
 *   named message) against a string or template literal (`error.message === 'Invalid code'`);
 * - `switch` on a message value, or a `case` holding a catalog text;
 * - text searches: includes / startsWith / endsWith / indexOf / match / search / localeCompare on a
 *   message value, or with a catalog text as argument (`texts.includes(MESSAGES.x)`), and
 *   `regex.test(message)` / `regex.exec(message)`.
 * Comparing with null, undefined or '' (is there a message at all?) is not a branch on wording.
 * Showing a message, or showing each text once (a Set of texts), is not either.
 *
 * .oxlintrc.json turns it on for src/, machines/, domain/, adapters/ and server/;
 * `node lint/countMessageCompare.mjs` counts what it finds; tests/unit/lint/messageCompare.test.ts
 * proves the probe fails.
 */

/** Names of the catalogs and their usual aliases (MESSAGES, STUDIO_MESSAGES, *_TEXT, TEXT, T, GENERAL_ERROR). */
const CATALOG = /^(MESSAGES|[A-Z][A-Z0-9_]*_MESSAGES?|[A-Z][A-Z0-9_]*_TEXT|TEXT|T|GENERAL_ERROR(_MESSAGE)?)$/;
/** Properties and variables holding a message a reader sees. */
const MESSAGE_NAME = /^(message|messages|error_message|errorMessage|success_message|successMessage|textContent|innerText)$/;
/** String methods that search or compare text. */
const TEXT_METHODS = new Set(['includes', 'startsWith', 'endsWith', 'indexOf', 'lastIndexOf', 'match', 'matchAll', 'search', 'localeCompare']);
const EQUALITY = new Set(['===', '!==', '==', '!=']);

/** Through parentheses, `as`, `!` and `?.` chains to the expression itself. */
function unwrap(node) {
  let current = node;
  while (current && (current.type === 'ParenthesizedExpression' || current.type === 'TSAsExpression' || current.type === 'TSNonNullExpression' || current.type === 'ChainExpression')) {
    current = current.expression;
  }
  return current;
}

/** The identifier a member chain starts from (`MESSAGES` of `MESSAGES.a.b`), or null. */
function rootName(node) {
  let current = unwrap(node);
  while (current && current.type === 'MemberExpression') current = unwrap(current.object);
  return current && current.type === 'Identifier' ? current.name : null;
}

/** A catalog text: `MESSAGES.x`, `TEXT.section.x`, `GENERAL_ERROR`. */
function isCatalogText(node) {
  const inner = unwrap(node);
  if (!inner) return false;
  if (inner.type === 'Identifier') return /^GENERAL_ERROR(_MESSAGE)?$/.test(inner.name);
  if (inner.type !== 'MemberExpression') return false;
  const root = rootName(inner);
  return root !== null && CATALOG.test(root);
}

/** The name a value is read by: a variable's, or a (non-computed) property's. */
function nameOf(node) {
  const inner = unwrap(node);
  if (!inner) return null;
  if (inner.type === 'Identifier') return inner.name;
  if (inner.type === 'MemberExpression' && !inner.computed && inner.property.type === 'Identifier') return inner.property.name;
  return null;
}

/** A message value: `x.message`, `item.error_message`, `el.textContent`, a variable `message`. */
function isMessageValue(node) {
  const name = nameOf(node);
  return name !== null && MESSAGE_NAME.test(name);
}

/** A wording written in the code: a non-empty string, or a template with text. */
function isWording(node) {
  const inner = unwrap(node);
  if (!inner) return false;
  if (inner.type === 'Literal') return typeof inner.value === 'string' && inner.value !== '';
  if (inner.type === 'TemplateLiteral') return inner.quasis.some((quasi) => (quasi.value.cooked ?? quasi.value.raw) !== '');
  return false;
}

/** One side decides by wording against the other. */
function comparesWording(a, b) {
  if (isCatalogText(a) || isCatalogText(b)) return true;
  return (isMessageValue(a) && isWording(b)) || (isMessageValue(b) && isWording(a));
}

const HOW = 'Branch on a code, not on wording: give the refusal a code (the server answer\'s code beside its message, or the call\'s adapter in src/api/ mapping the answer to a code) and compare that (issue 16 item 2; docs/texts.md).';

const plugin = {
  meta: { name: 'message-codes' },
  rules: {
    'no-message-compare': {
      meta: {
        type: 'problem',
        docs: { description: 'Screens, machines and rules decide by a refusal\'s code, never by the wording of a message.' },
        messages: {
          compare: `A message text is compared. ${HOW}`,
          switch: `A switch decides by a message text. ${HOW}`,
          search: `A message text is searched. ${HOW}`,
        },
      },
      create(context) {
        return {
          BinaryExpression(node) {
            if (EQUALITY.has(node.operator) && comparesWording(node.left, node.right)) context.report({ node, messageId: 'compare' });
          },
          SwitchStatement(node) {
            const onMessage = isMessageValue(node.discriminant) || isCatalogText(node.discriminant);
            if (onMessage || node.cases.some((c) => c.test && isCatalogText(c.test))) context.report({ node, messageId: 'switch' });
          },
          CallExpression(node) {
            const callee = unwrap(node.callee);
            if (!callee || callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
            const method = callee.property.name;
            const text = TEXT_METHODS.has(method) && (isMessageValue(callee.object) || node.arguments.some(isCatalogText));
            const regex = (method === 'test' || method === 'exec') && node.arguments.some((arg) => isMessageValue(arg) || isCatalogText(arg));
            if (text || regex) context.report({ node, messageId: 'search' });
          },
        };
      },
    },
  },
};

export default plugin;
