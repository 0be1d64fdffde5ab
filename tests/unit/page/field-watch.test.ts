// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldWatch } from '@/utils/page/field-watch';
import { collectControls } from '@/utils/page/describe-field';

/*
 * A page as real ones are: fields deep in the main column, a header with a
 * clock and a carousel, an aside where ads load. Only changes that may alter
 * what a collect said of the fields count.
 */
const page = `
  <header><span id="clock">10:00</span><div id="carousel"><img class="slide"></div></header>
  <main id="main"><div><div><div><div><div><div><div id="card">
    <form id="signup"><div class="row"><div class="cell"><span id="before">Name</span><input id="name"></div></div>
      <div id="step"><div><input id="email"></div></div>
    </form>
  </div></div></div></div></div></div></div></main>
  <aside id="ads"></aside>
  <footer><label for="name" id="far-label">Your name</label></footer>`;

let watch: FieldWatch | undefined;
const watchPage = (forMs = 60_000) => {
  const trees: Array<Document | ShadowRoot> = [];
  const fields = collectControls(document, trees);
  watch = new FieldWatch(trees, fields, forMs);
  return watch;
};
const $ = (selector: string) => document.querySelector(selector)!;

beforeEach(() => {
  document.body.innerHTML = page;
});
afterEach(() => {
  watch?.end();
  vi.useRealTimers();
});

describe('FieldWatch', () => {
  it.each([
    ['a clock ticking in the header', () => ($('#clock').firstChild!.textContent = '10:01')],
    ['a carousel turning', () => $('#carousel .slide').setAttribute('class', 'slide active')],
    [
      'an ad loading in the aside',
      () =>
        $('#ads').append(
          Object.assign(document.createElement('div'), { innerHTML: '<img src="ad.png"><a href="#">Buy</a>' }),
        ),
    ],
    ['a script added to the body', () => document.body.append(document.createElement('script'))],
  ])('does not count %s', async (_change, change) => {
    const watching = watchPage();
    change();
    await Promise.resolve();
    expect(watching.changed).toBe(false);
  });

  it.each([
    ['the words just before a field', () => ($('#before').firstChild!.textContent = 'Nickname')],
    ['a step of the form hidden', () => $('#step').setAttribute('hidden', '')],
    ['a class on an ancestor far up', () => $('#main').setAttribute('class', 'collapsed')],
    ['a label far from its field reworded', () => ($('#far-label').firstChild!.textContent = 'Company')],
    ['a field added far from the others', () => $('#ads').append(document.createElement('input'))],
    ['a label added far away', () => $('#ads').append(document.createElement('label'))],
    [
      'a custom element added, which may hold fields in a shadow root',
      () => $('#ads').append(document.createElement('signup-form')),
    ],
    ['a style sheet added', () => document.head.append(document.createElement('style'))],
    ['a field removed', () => $('#email').remove()],
  ])('counts %s', (_change, change) => {
    const watching = watchPage();
    change();
    // Before the observer is called too: what is queued for it is read.
    expect(watching.changed).toBe(true);
  });

  it('counts inside a shadow root it was given', async () => {
    document.body.innerHTML = '<div id="host"></div>';
    const shadow = $('#host').attachShadow({ mode: 'open' });
    shadow.innerHTML = '<label for="e">Email</label><input id="e">';
    const watching = watchPage();
    shadow.querySelector('label')!.textContent = 'Phone';
    await Promise.resolve();
    expect(watching.changed).toBe(true);
  });

  it('counts as changed once it ran out, or was ended', () => {
    vi.useFakeTimers();
    const watching = watchPage(1_000);
    vi.advanceTimersByTime(999);
    expect(watching.changed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watching.changed).toBe(true);
    const other = watchPage();
    other.end();
    expect(other.changed).toBe(true);
  });
});
