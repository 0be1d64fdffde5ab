// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { blurAsPerson, focusAsPerson } from '@/utils/page/person-events';

/** The focus events each element saw, in order, as a component listening on the document sees them. */
function focusLog(): string[] {
  const log: string[] = [];
  for (const type of ['focus', 'blur', 'focusin', 'focusout'])
    document.addEventListener(type, (event) => log.push(`${type} ${(event.target as Element).id}`), { capture: true });
  return log;
}

/**
 * A document without the system's focus, as Firefox keeps a page while the extension's popup has it:
 * focus() and blur() move the focus and send no event.
 */
function withoutSystemFocus(...elements: HTMLElement[]): void {
  // focus() blurs the element focused before through its blur(): the silence lasts until the outermost call ends.
  let depth = 0;
  const silence = (event: Event) => depth > 0 && event.stopImmediatePropagation();
  for (const type of ['focus', 'blur', 'focusin', 'focusout']) window.addEventListener(type, silence, true);
  const silently = (act: () => void) => {
    depth++;
    try {
      act();
    } finally {
      depth--;
    }
  };
  for (const element of elements) {
    const { focus, blur } = element;
    element.focus = (options) => silently(() => focus.call(element, options));
    element.blur = () => silently(() => blur.call(element));
  }
}

/** What a browser sends as focus goes to input a, then to b, then leaves b. */
const A_THEN_B = ['a', 'b'].flatMap((id) => [`focus ${id}`, `focusin ${id}`, `blur ${id}`, `focusout ${id}`]);

describe('focusAsPerson and blurAsPerson', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('leave the focus events to a browser that sends them: each once', () => {
    document.body.innerHTML = '<input id="a"><input id="b">';
    const [a, b] = [...document.querySelectorAll('input')];
    const log = focusLog();
    focusAsPerson(a!);
    focusAsPerson(b!);
    blurAsPerson(b!);
    expect(log).toEqual(A_THEN_B);
  });

  it('send them where the document moved its focus without them, in the order a browser does', () => {
    document.body.innerHTML = '<input id="a"><input id="b">';
    const [a, b] = [...document.querySelectorAll('input')];
    withoutSystemFocus(a!, b!);
    const log = focusLog();
    focusAsPerson(a!);
    focusAsPerson(b!);
    expect(document.activeElement).toBe(b);
    blurAsPerson(b!);
    expect(document.activeElement).toBe(document.body);
    expect(log).toEqual(A_THEN_B);
  });

  it('send nothing for an element that takes no focus', () => {
    document.body.innerHTML = '<input id="plain" disabled>';
    const plain = document.querySelector<HTMLElement>('#plain')!;
    withoutSystemFocus(plain);
    const log = focusLog();
    focusAsPerson(plain);
    blurAsPerson(plain);
    expect(log).toEqual([]);
  });
});
