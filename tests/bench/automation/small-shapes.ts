/**
 * The 25-field pages bench:automation times the library's warm fill on: the
 * fill benchmark's form (generate-page.ts) as it is, inside an open shadow
 * root, and split over two same-site frames. The fields are the same; what
 * changes is the library's work around them: shadow roots to walk, or a page
 * script and a collect per frame.
 */
import { pageHtml, smallFormFields, smallPage } from '../fill/generate-page';

export const SMALL_SHAPES = ['signup', 'shadow', 'frames'] as const;
export type SmallShape = (typeof SMALL_SHAPES)[number];

export const SMALL_SHAPE_TITLES: Record<SmallShape, string> = {
  signup: 'a plain signup <form>',
  shadow: 'the form in an open shadow root',
  frames: 'the form split over 2 same-site frames',
};

const form = (fields: string[]) =>
  `<form class="block" action="#" method="post" novalidate>\n  ${fields.join('\n  ')}\n  <button type="submit">Create account</button>\n</form>`;

/** The pages of one shape, by path: `main` is the page to fill; the frames shape adds its frames' documents. */
export function smallShapePages(shape: SmallShape): { main: string; pages: Record<string, string> } {
  const main = `/small-${shape}.html`;
  switch (shape) {
    case 'signup':
      return { main, pages: { [main]: smallPage() } };
    case 'shadow':
      return {
        main,
        pages: {
          [main]: pageHtml(
            '25-field form in a shadow root',
            `<h1>Sign up</h1>\n<signup-form><template shadowrootmode="open">${form(smallFormFields())}</template></signup-form>` +
              "\n<script>customElements.define('signup-form', class extends HTMLElement {});</script>",
          ),
        },
      };
    case 'frames': {
      const fields = smallFormFields();
      const half = Math.ceil(fields.length / 2);
      const parts = [fields.slice(0, half), fields.slice(half)];
      const pages: Record<string, string> = {};
      const frames = parts.map((part, i) => {
        const path = `/small-frames-${i + 1}.html`;
        pages[path] = pageHtml(`25-field form, part ${i + 1}`, form(part));
        return `<iframe src="${path}" title="Sign up, part ${i + 1}" style="width: 100%; height: 700px"></iframe>`;
      });
      pages[main] = pageHtml('25-field form over 2 frames', `<h1>Sign up</h1>\n${frames.join('\n')}`);
      return { main, pages };
    }
  }
}
