/**
 * The UI contract of the machines (DESIGN.md "Machines"; issue 16 item 2), as an oxlint JS plugin:
 * a screen asks `snapshot.hasTag(...)` or `snapshot.can(event)` and reads the context; it never
 * names a machine's state with `snapshot.matches(...)`, so a state can be split or renamed without
 * touching a screen. .oxlintrc.json turns `ui-contract/no-state-matches` on for src/**;
 * tests/unit/lint/layers.test.ts proves the probe fails.
 */

/** True for `x.matches(...)` (not `x['matches']`, not a bare `matches(...)`). */
function isMatchesCall(node) {
  const callee = node.callee;
  return callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier' && callee.property.name === 'matches';
}

const plugin = {
  meta: { name: 'ui-contract' },
  rules: {
    'no-state-matches': {
      meta: {
        type: 'problem',
        docs: { description: 'Screens read a machine through its tags, can() and context, never its state names.' },
        messages: {
          matches: 'A screen never names a machine state: declare a tag on the states (tags: ...) and ask snapshot.hasTag(), or ask snapshot.can(event) (DESIGN.md "Machines"). For a DOM element use closest().',
        },
      },
      create(context) {
        return {
          CallExpression(node) {
            if (isMatchesCall(node)) context.report({ node, messageId: 'matches' });
          },
        };
      },
    },
  },
};

export default plugin;
