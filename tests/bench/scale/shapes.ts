/**
 * The page shapes of the scale benchmark (issue 24), generated in memory from
 * the fill benchmark's checkout block (31 fields, generate-page.ts). Every
 * shape holds `blocks` blocks; only how they are wrapped changes, so the
 * shapes differ in what the fill must work out, not in what it fills.
 * Outside a `<form>` radios group by name across the whole tree, so the
 * shapes without a form per block give each block's radio groups names of
 * their own: every shape has the same groups to fill.
 */
import { checkoutBlock, countryOptions } from '../fill/generate-page';

export const SHAPES = ['no-form', 'form-per-block', 'giant-form', 'deep', 'shadow', 'frames', 'selects'] as const;
export type Shape = (typeof SHAPES)[number];

export const SHAPE_TITLES: Record<Shape, string> = {
  'no-form': 'no <form> elements',
  'form-per-block': 'one <form> per block',
  'giant-form': 'one giant <form> around everything',
  deep: 'fields 30 levels down in <div>s',
  shadow: 'open shadow roots, a custom element per block',
  frames: `${10} same-site frames`,
  selects: 'selects of 250 options',
};

export const FRAME_COUNT = 10;
const DEPTH = 30;
/**
 * Selects of 250 countries per block in the `selects` shape, in place of as
 * many text fields (the block's own country select makes one more). A few:
 * on this shape the floor's own time grows much faster than the page.
 */
const SELECTS_PER_BLOCK = 4;
const SELECT_LABELS = [
  'Country',
  'Country of residence',
  'Nationality',
  'Country of birth',
  'Billing country',
  'Shipping country',
  'Issuing country',
  'Citizenship',
  'Country of origin',
  'Destination country',
  'Country of incorporation',
  'Tax residence country',
];

type Countries = Array<{ code: string; name: string }>;

/** A block as a `<div>`, its radio groups named for the block (see the file's comment). */
function bareBlock(i: number, countries: Countries): string {
  return checkoutBlock(i, countries)
    .replace(/^<form class="block" id="([^"]+)"[^>]*>/, '<div class="block" id="$1">')
    .replace(/<\/form>$/, '</div>')
    .replace(/name="(shipping|payment)"/g, `name="b${i}-$1"`);
}

/** Every `.row` (label and field) and checkbox line wrapped in DEPTH nested divs. */
function deepBlock(i: number, countries: Countries): string {
  const open = '<div>'.repeat(DEPTH);
  const close = '</div>'.repeat(DEPTH);
  // Each row and checkbox is one line of the block (generate-page.ts joins them with newlines).
  return bareBlock(i, countries).replace(
    /^(\s*)(<div class="row">.*|<div><input type="checkbox".*)$/gm,
    (_, indent: string, row: string) => `${indent}${open}${row}${close}`,
  );
}

/**
 * A block whose first SELECTS_PER_BLOCK text rows after the names become
 * country selects of about 250 options each, in a form of its own.
 */
function selectsBlock(i: number, countries: Countries): string {
  const options = countries.map((c) => `<option value="${c.code}">${escapeHtml(c.name)}</option>`).join('');
  let replaced = 0;
  return checkoutBlock(i, countries).replace(
    /<div class="row"><label for="(b\d+-(?:user|phone|company|addr2|site|ccname|state|age|qty|delivery|zip|city))">[^<]*<\/label><div>(?:<input [^>]*>(?:<datalist[^]*?<\/datalist>)?)/g,
    (row, id: string) => {
      if (replaced >= SELECTS_PER_BLOCK) return row;
      const label = SELECT_LABELS[replaced++ % SELECT_LABELS.length]!;
      return `<div class="row"><label for="${id}">${label}</label><div><select id="${id}" name="${id.replace(/^b\d+-/, '')}Country"><option value="">Choose…</option>${options}</select>`;
    },
  );
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const STYLE = `body { font: 14px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 16px; }
  .block { border: 1px solid #ccd; margin: 16px 0; padding: 12px 16px; }
  .row { display: grid; grid-template-columns: 180px 1fr; gap: 4px 12px; margin: 4px 0; }
  iframe { width: 100%; height: 600px; border: 1px solid #ccd; }`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en-US">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
<script>document.addEventListener('submit', (event) => event.preventDefault(), true);${script}</script>
</body>
</html>`;
}

/**
 * The pages of one shape and size, by path: `main` is the page to fill; the
 * frames shape adds its frames' documents.
 */
export function shapePages(shape: Shape, blocks: number): { main: string; pages: Record<string, string> } {
  const countries = countryOptions();
  const each = (make: (i: number, countries: Countries) => string, from = 0, to = blocks) =>
    Array.from({ length: to - from }, (_, k) => make(from + k, countries)).join('\n');
  const main = `/${shape}-${blocks}.html`;
  const title = `${SHAPE_TITLES[shape]}, ${blocks} blocks`;
  switch (shape) {
    case 'no-form':
      return { main, pages: { [main]: page(title, each(bareBlock)) } };
    case 'form-per-block':
      return { main, pages: { [main]: page(title, each(checkoutBlock)) } };
    case 'giant-form':
      return {
        main,
        pages: {
          [main]: page(
            title,
            `<form id="aspnetForm" action="#" method="post" novalidate>\n<input type="hidden" name="__VIEWSTATE" value="x">\n${each(bareBlock)}\n</form>`,
          ),
        },
      };
    case 'deep':
      return { main, pages: { [main]: page(title, each(deepBlock)) } };
    case 'shadow': {
      // Declarative shadow roots: open, each under its own custom element, the block inside as a component renders it.
      const body = each(
        (i, c) =>
          `<checkout-block><template shadowrootmode="open"><style>${STYLE}</style>${checkoutBlock(i, c)}</template></checkout-block>`,
      );
      return {
        main,
        pages: { [main]: page(title, body, "customElements.define('checkout-block', class extends HTMLElement {});") },
      };
    }
    case 'frames': {
      const pages: Record<string, string> = {};
      const frames: string[] = [];
      for (let f = 0; f < FRAME_COUNT; f++) {
        const path = `/${shape}-${blocks}-frame-${f}.html`;
        const from = Math.floor((blocks * f) / FRAME_COUNT);
        const to = Math.floor((blocks * (f + 1)) / FRAME_COUNT);
        pages[path] = page(`${title}, frame ${f + 1}`, each(checkoutBlock, from, to));
        frames.push(`<iframe src="${path}" title="Checkout frame ${f + 1}"></iframe>`);
      }
      pages[main] = page(title, frames.join('\n'));
      return { main, pages };
    }
    case 'selects':
      return { main, pages: { [main]: page(title, each(selectsBlock)) } };
  }
}
