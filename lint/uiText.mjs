/**
 * oxlint JS plugin `ui-text`: the rule `no-jsx-literal` refuses user-facing text written in JSX
 * (issue 16 item 3), so every word a shopper, enrollee or staff member reads comes from a catalog
 * (schemas/messages.ts, schemas/uiText*.ts, schemas/studioMessages.ts) and a second language is a
 * second catalog, not an edit of each screen.
 *
 * It reports:
 * - JSX text children (`<p>Hello</p>`);
 * - string and template literals that become a child (`{'Hello'}`, `{busy ? 'Saving' : 'Save'}`,
 *   `{ok && 'Done'}`, `{`${n} plans`}`);
 * - the same in a user-facing attribute: aria-label and its kin, title, placeholder, alt, data-label
 *   (shown by CSS on narrow tables), label and any prop named *Label, *Text, *Title, *Message;
 * - a string handed to a call that shows it (TEXT_CALLS: the page title);
 * - a string set as an object's text property (the same names as the attributes: `{ label: 'Male' }`
 *   in an options list, `emptyText:` of a list step), so texts do not hide in constants beside JSX.
 *
 * The allow-list is deliberately short and holds no words: text made only of white space, digits
 * and the characters of ALLOWED_CHARS (punctuation, separators and currency signs).
 * oxlint's own react/jsx-no-literals misses conditional children and custom props, hence this rule.
 */

/** Characters a literal may hold besides digits and white space: punctuation, separators, currency. */
export const ALLOWED_CHARS = '·—–-/|:;,.()[]*×+=%$€£¥#&?!…\'"’“”<>‹›©';

const NON_TEXT = new RegExp(`^[\\s\\d${ALLOWED_CHARS.replace(/[\]\\^-]/g, '\\$&')}]*$`, 'u');

/** The character references JSX text may hold (`&nbsp;` is white space, `&amp;` punctuation, `&apos;` may sit in a word). */
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;
const NAMED = { nbsp: '\u00a0', amp: '&', apos: "'", quot: '"', lt: '<', gt: '>', rsquo: '’', hellip: '…', mdash: '—', ndash: '–', middot: '·', copy: '©' };

/** True when `text` holds a word a reader would need translated. */
export function isUserText(text) {
  const decoded = text.replace(ENTITY, (whole, name) => (name[0] === '#' ? ' ' : NAMED[name.toLowerCase()] ?? 'x'));
  return !NON_TEXT.test(decoded);
}

const TEXT_ATTRIBUTE = /^(aria-(label|description|roledescription|valuetext|placeholder)|title|placeholder|alt|data-label|label|heading|message|text)$|(Label|Text|Title|Message|Heading)$/;

/** Calls whose string arguments a reader sees: usePageTitle sets the document's title. */
const TEXT_CALLS = new Set(['usePageTitle']);

/** The name of a JSX attribute (`aria-label`, `submitLabel`, `xlink:title`). */
function attributeName(attribute) {
  const name = attribute.name;
  return name.type === 'JSXNamespacedName' ? name.name.name : name.name;
}

/** Climbs from a literal through ?: branches, && / || right sides and parentheses to where its value lands. */
function landing(node) {
  let child = node;
  let parent = node.parent;
  while (parent) {
    if (parent.type === 'ConditionalExpression' && parent.test !== child) { child = parent; parent = parent.parent; continue; }
    if (parent.type === 'LogicalExpression') { child = parent; parent = parent.parent; continue; }
    if (parent.type === 'ParenthesizedExpression' || parent.type === 'TSAsExpression') { child = parent; parent = parent.parent; continue; }
    return { container: child, parent };
  }
  return { container: child, parent: undefined };
}

/** The name of an object property's key (`label`, 'aria-label'), or undefined when computed. */
function propertyName(property) {
  if (property.computed) return undefined;
  return property.key.type === 'Identifier' ? property.key.name : typeof property.key.value === 'string' ? property.key.value : undefined;
}

/** True when an expression container's value is rendered as text: a child or a user-facing attribute. */
function rendersText(containerParent) {
  if (!containerParent) return false;
  if (containerParent.type === 'JSXElement' || containerParent.type === 'JSXFragment') return true;
  return containerParent.type === 'JSXAttribute' && TEXT_ATTRIBUTE.test(attributeName(containerParent));
}

/** The words a template literal writes itself (its ${} parts are someone else's). */
function templateText(node) {
  return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ');
}

const MESSAGE = 'User-facing text belongs in a catalog (schemas/messages.ts, schemas/uiText/*.ts): write {{text}} there and read it here.';

const noJsxLiteral = {
  meta: { type: 'problem', docs: { description: 'Refuse user-facing text literals in JSX.' }, schema: [] },
  create(context) {
    const report = (node, text) => context.report({ node, message: MESSAGE.replace('{{text}}', JSON.stringify(text.trim().slice(0, 60))) });
    /** A literal that reaches a JSX child or text attribute through a {…} container. */
    const checkExpression = (node, text) => {
      if (!isUserText(text)) return;
      const { container, parent } = landing(node);
      if (parent?.type === 'JSXExpressionContainer' && container === parent.expression && rendersText(parent.parent)) report(node, text);
      else if (parent?.type === 'Property' && container === parent.value && TEXT_ATTRIBUTE.test(propertyName(parent) ?? '')) report(node, text);
    };
    return {
      JSXText(node) {
        if (isUserText(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const value = node.value;
        if (value?.type === 'Literal' && typeof value.value === 'string' && TEXT_ATTRIBUTE.test(attributeName(node)) && isUserText(value.value)) {
          report(value, value.value);
        }
      },
      Literal(node) {
        if (typeof node.value !== 'string' || node.parent?.type === 'JSXAttribute') return;
        const call = node.parent;
        if (call?.type === 'CallExpression' && call.arguments.includes(node) && TEXT_CALLS.has(call.callee.name)) {
          if (isUserText(node.value)) report(node, node.value);
          return;
        }
        checkExpression(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.parent?.type !== 'TaggedTemplateExpression') checkExpression(node, templateText(node));
      },
    };
  },
};

export default {
  meta: { name: 'ui-text' },
  rules: { 'no-jsx-literal': noJsxLiteral },
};
