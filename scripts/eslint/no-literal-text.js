// ESLint rule `words/no-literal-text`: a word a player reads is a message in the catalogs
// (src/i18n), never written in a component. It flags JSX text with a letter in it, and string
// literals with a letter given to the attributes people read or hear (title, aria-label, alt,
// placeholder, label), where a translation could not reach them. Symbols, digits and
// punctuation ('▶', '×', '·', '✓ ') pass: they read the same in every language.

const READ_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'placeholder',
  'label',
]);

/** A letter of any script: English, Hangul, accented Latin alike. */
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible words come from the message catalogs (src/i18n).' },
    messages: {
      text: 'Words in JSX ("{{text}}"): put them in a catalog (src/i18n) and use t().',
      attribute:
        'A literal {{name}} ("{{text}}") is read by players: put it in a catalog (src/i18n).',
    },
    schema: [],
  },
  create(context) {
    const literal = (node) =>
      (node?.type === 'Literal' && typeof node.value === 'string' && node.value) ||
      (node?.type === 'TemplateLiteral' && node.quasis.map((q) => q.value.cooked).join('')) ||
      null;
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (LETTER.test(text)) context.report({ node, messageId: 'text', data: { text } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !READ_ATTRIBUTES.has(name)) return;
        const value =
          node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = literal(value);
        if (text && LETTER.test(text)) {
          context.report({ node, messageId: 'attribute', data: { name, text } });
        }
      },
      // A literal string child: {'Sound'} or {`Seat ${n}`}.
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = literal(node.expression);
        if (text && LETTER.test(text)) context.report({ node, messageId: 'text', data: { text } });
      },
    };
  },
};
