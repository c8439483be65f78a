import path from 'node:path';

/** Files are kebab-case (DESIGN.md section 2): button-link.tsx, get-faqs.ts, button.stories.tsx. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'require kebab-case file names' },
    messages: { kebab: 'File name "{{name}}" is not kebab-case.' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!KEBAB.test(name)) context.report({ node, messageId: 'kebab', data: { name } });
      },
    };
  },
};
