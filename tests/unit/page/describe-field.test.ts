// @vitest-environment happy-dom
// Over 250 lines on purpose: describeField's parts (labels, visibility, traps, selectors) share one page set-up.
import { afterEach, describe, expect, it } from 'vitest';
import { collectControls, describeField } from '@/utils/page/describe-field';
import { CONTROL_SELECTOR, isFillableControl, type FillableElement } from '@/utils/page/fillable-element';
import { labelText } from '@/utils/page/label-text';
import { PageIndex } from '@/utils/page/page-index';

afterEach(() => {
  document.body.innerHTML = '';
});

function render(html: string): void {
  document.body.innerHTML = html;
}

const $ = <T extends Element = FillableElement>(selector: string) => document.querySelector<T>(selector)!;
const describeOne = (selector: string, index = 0) => describeField($(selector), index);

describe('isFillableControl', () => {
  it('matches text-like controls, selects and textareas, not buttons, files or hidden inputs', () => {
    render(`
      <input id="text"><input id="email" type="email"><input id="check" type="checkbox"><input id="radio" type="radio">
      <textarea id="area"></textarea><select id="sel"></select><input id="date" type="date">
      <input type="hidden"><input type="submit"><input type="button"><input type="reset">
      <input type="image"><input type="file"><input type="HIDDEN"><input type="Submit"><button>Go</button>`);
    expect(
      [...document.querySelectorAll(CONTROL_SELECTOR)].filter(isFillableControl).map((element) => element.id),
    ).toEqual(['text', 'email', 'check', 'radio', 'area', 'sel', 'date']);
  });
});

describe('labelText', () => {
  it.each([
    ['a label with for=', '<label for="f">First name</label><input id="f">', 'First name'],
    ['a wrapping label', '<label>  Email\n address <input id="f"></label>', 'Email address'],
    ['two labels', '<label for="f">Phone</label><input id="f"><label for="f">(mobile)</label>', 'Phone (mobile)'],
    ['aria-label over a label', '<label for="f">Ignored</label><input id="f" aria-label="Surname">', 'Surname'],
    [
      'aria-labelledby over aria-label',
      '<span id="a">Billing</span><span id="b">ZIP</span><input id="f" aria-labelledby="a b" aria-label="x">',
      'Billing ZIP',
    ],
    [
      'aria-labelledby pointing nowhere falls back',
      '<label for="f">City</label><input id="f" aria-labelledby="missing">',
      'City',
    ],
    [
      'a wrapped select without its options',
      '<label>Country <select id="f"><option>Austria</option><option>Germany</option></select></label>',
      'Country',
    ],
    ['no label at all', '<input id="f" placeholder="Not a label">', ''],
  ])('%s', (_, html, text) => {
    render(html);
    expect(labelText($('#f'))).toBe(text);
  });
});

describe('describeField', () => {
  it('describes a text input with its constraints', () => {
    render(`<form><label for="zip">Postal code</label>
      <input id="zip" name="postal" type="text" autocomplete="shipping postal-code" placeholder="12345"
        value="1010" required maxlength="5" minlength="4" pattern="\\d+"></form>`);
    expect(describeOne('#zip', 3)).toEqual({
      index: 3,
      frameUrl: document.location.href,
      selector: '#zip',
      tag: 'input',
      type: 'text',
      name: 'postal',
      id: 'zip',
      autocomplete: 'shipping postal-code',
      label: 'Postal code',
      placeholder: '12345',
      nearbyText: '',
      formIndex: 0,
      value: '1010',
      checked: false,
      required: true,
      disabled: false,
      readOnly: false,
      hidden: false,
      maxLength: 5,
      minLength: 4,
      pattern: '\\d+',
    });
  });

  it('lowercases the type and reads number constraints', () => {
    render('<input id="n" type="NUMBER" min="1" max="10" step="0.5">');
    expect(describeOne('#n')).toMatchObject({ type: 'number', min: '1', max: '10', step: '0.5' });
    expect(describeOne('#n')).not.toHaveProperty('maxLength');
  });

  it('describes a select with its options, text collapsed', () => {
    render(`<label for="c">Country</label><select id="c" required>
      <option value="">  Select a
        country </option><option value="AT">Austria</option><option value="DE" disabled>Germany</option></select>`);
    const description = describeOne('#c');
    expect(description).toMatchObject({
      tag: 'select',
      type: 'select-one',
      label: 'Country',
      required: true,
      value: '',
    });
    expect(description.options).toEqual([
      { value: '', text: 'Select a country', disabled: false },
      { value: 'AT', text: 'Austria', disabled: false },
      { value: 'DE', text: 'Germany', disabled: true },
    ]);
    expect(description).not.toHaveProperty('maxLength');
  });

  it('describes a multi-select', () => {
    render('<select id="m" multiple><option value="a">A</option></select>');
    expect(describeOne('#m').type).toBe('select-multiple');
  });

  it("reads a text input's datalist as its suggestions, once per list, without empty values; none without a list", () => {
    render(`
      <input id="b" list="browsers"><input id="b2" list="browsers"><datalist id="browsers"><option value="Chrome"><option value=" "><option>Firefox</option></datalist>
      <input id="none"><input id="missing" list="nowhere">`);
    const page = new PageIndex(document);
    const [first, second] = ['#b', '#b2'].map((selector) => describeField($(selector), 0, page).suggestions);
    expect(first).toEqual(['Chrome', 'Firefox']);
    expect(second).toBe(first);
    for (const selector of ['#none', '#missing']) expect(describeOne(selector)).not.toHaveProperty('suggestions');
  });

  it('asks no input for its list on a page without datalists', () => {
    render('<input id="a" list="x"><input id="b">');
    const input = $<HTMLInputElement>('#a');
    Object.defineProperty(input, 'list', {
      get: () => {
        throw new Error('asked');
      },
    });
    expect(describeOne('#a')).not.toHaveProperty('suggestions');
  });

  it('marks fields under an inert element, in a shadow tree too, and no others', () => {
    render(
      '<div inert><input id="in"><div id="host"></div></div><input id="out"><div contenteditable="true" id="ed" inert></div>',
    );
    $<HTMLElement>('#host').attachShadow({ mode: 'open' }).innerHTML = '<input id="deep">';
    const deep = $<HTMLElement>('#host').shadowRoot!.querySelector<HTMLInputElement>('#deep')!;
    const page = new PageIndex(document);
    expect([$('#in'), deep, $('#ed'), $('#out')].map((element) => describeField(element, 0, page).inert)).toEqual([
      true,
      true,
      true,
      undefined,
    ]);
  });

  it('describes a textarea', () => {
    render('<textarea id="t" maxlength="200">Hello</textarea>');
    expect(describeOne('#t')).toMatchObject({ tag: 'textarea', type: 'textarea', value: 'Hello', maxLength: 200 });
  });

  it('reads a checkbox’s checked state', () => {
    render('<input id="c" type="checkbox" checked>');
    expect(describeOne('#c')).toMatchObject({ type: 'checkbox', checked: true });
  });

  it.each([
    ['disabled itself', '<input id="f" disabled>', { disabled: true }],
    ['read-only', '<input id="f" readonly>', { readOnly: true }],
    ['a read-only textarea', '<textarea id="f" readonly></textarea>', { readOnly: true }],
    ['display: none', '<div style="display: none"><input id="f"></div>', { hidden: true }],
    ['visibility: hidden', '<input id="f" style="visibility: hidden">', { hidden: true }],
    ['plainly visible', '<input id="f">', { hidden: false, disabled: false, readOnly: false }],
    ['whose class is `hidden`, the styles not loaded', '<input id="f" class="hidden ">', { hidden: true }],
    ['whose `hidden` class a wider screen undoes', '<input id="f" class="hidden md:block">', { hidden: false }],
    ['whose class only contains the word', '<input id="f" class="hidden-xs unhidden">', { hidden: false }],
  ])('notices a field %s', (_, html, expected) => {
    render(html);
    expect(describeOne('#f')).toMatchObject(expected);
  });

  // happy-dom 21 does not apply the UA rule [hidden] { display: none }, so its
  // checkVisibility() says such fields are visible; this covers the fallback
  // used where checkVisibility is missing.
  it.each([
    ['hidden by the attribute', '<input id="f" hidden>', true],
    ['inside a hidden ancestor', '<div hidden><span><input id="f"></span></div>', true],
    ['not hidden', '<div><input id="f"></div>', false],
  ])('without checkVisibility, notices a field %s', (_, html, hidden) => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'checkVisibility')!;
    Object.defineProperty(Element.prototype, 'checkVisibility', {
      value: undefined,
      configurable: true,
      writable: true,
    });
    try {
      render(html);
      expect(describeOne('#f').hidden).toBe(hidden);
    } finally {
      Object.defineProperty(Element.prototype, 'checkVisibility', original);
    }
  });

  it('groups radios by form and name', () => {
    render(`
      <form><input type="radio" name="size" id="a"><input type="radio" name="size" id="b"></form>
      <form><input type="radio" name="size" id="c"></form>
      <input type="radio" name="size" id="d">`);
    expect(['#a', '#b', '#c', '#d'].map((selector) => describeOne(selector).group)).toEqual([
      '0:size',
      '0:size',
      '1:size',
      '-1:size',
    ]);
  });

  it('gives plain, serialisable data', () => {
    render('<label>Name <input id="f" name="n"></label>');
    const description = describeOne('#f');
    expect(JSON.parse(JSON.stringify(description))).toEqual(description);
  });
});

describe('honeypot markup and search forms', () => {
  it("marks a field inside a form plugin's honeypot markup as a trap, and only that one", () => {
    document.body.innerHTML = `<form>
      <label for="n">Name</label><input id="n">
      <li class="gfield gform_validation_container"><label for="h">Name</label><input id="h"></li>
      <input id="p" class="tx_powermail_pi1_tastyhoney"></form>`;
    const page = new PageIndex(document);
    const trap = (id: string) => describeField(document.getElementById(id) as HTMLInputElement, 0, page).trap;
    expect([trap('n'), trap('h'), trap('p')]).toEqual([undefined, true, true]);
  });

  it("reads an image button's picture name as the form's words", () => {
    document.body.innerHTML =
      '<form action="/bbsqry.php"><input id="u" name="userid"><input type="image" src="/images/searchfriend.gif?v=2"></form>';
    expect(describeField(document.getElementById('u') as HTMLInputElement, 0).formText).toBe(
      '/bbsqry.php searchfriend',
    );
  });
});

describe('radio groups', () => {
  it('puts radios with one name in one group per form, and each unnamed radio in a group of its own', () => {
    render(`
      <form><input type="radio" name="plan" id="a"><input type="radio" name="plan" id="b"></form>
      <form><input type="radio" name="plan" id="c"></form>
      <input type="radio" id="d"><input type="radio" id="e">`);
    const groups = ['#a', '#b', '#c', '#d', '#e'].map((selector, index) => describeOne(selector, index).group);
    expect(groups[0]).toBe(groups[1]);
    expect(new Set(groups).size).toBe(4);
  });

  it('keeps each shadow root’s groups apart, as the browser does: its forms are forms of their own, and radios without a form group within their tree', () => {
    render('<input type="radio" name="size" id="top"><div id="h1"></div><div id="h2"></div>');
    const roots = ['#h1', '#h2'].map((host) => $<HTMLElement>(host).attachShadow({ mode: 'open' }));
    for (const root of roots)
      root.innerHTML =
        '<form><input type="radio" name="plan"><input type="radio" name="plan"></form><input type="radio" name="size">';
    const page = new PageIndex(document);
    const [first, second] = roots.map((root) =>
      [...root.querySelectorAll<HTMLInputElement>('input')].map((radio, i) => describeField(radio, i, page)),
    );
    const top = describeField($('#top'), 9, page);
    // Forms in shadow roots are not in document.forms, yet each is a form: "fill this form" and the form's words need it.
    expect(first![0]!.formIndex).toBeGreaterThanOrEqual(0);
    expect(second![0]!.formIndex).toBeGreaterThan(first![0]!.formIndex);
    expect(first![0]!.group).toBe(first![1]!.group);
    expect(new Set([first![0]!.group, second![0]!.group, first![2]!.group, second![2]!.group, top.group]).size).toBe(5);
  });
});

describe('nearbyText', () => {
  it.each([
    ['a preceding text node', '<div>Vorname <input id="f"></div>', 'Vorname'],
    ['the previous table cell', '<table><tr><td>Telefon:</td><td><input id="f"></td></tr></table>', 'Telefon:'],
    ['a floating label after the field', '<div><input id="f"><label>Email</label></div>', 'Email'],
    ['nothing across another control', '<div>City <input id="g"> <input id="f"></div>', ''],
    ['not looked for when there is a label', '<label for="f">Name</label> Extra <input id="f">', ''],
    [
      'a floating label after a field that follows another',
      '<div><input id="g"><label>City</label></div><div><input id="f"><label>Zip</label></div>',
      'Zip',
    ],
    [
      'a searchable dropdown: its label and its chosen value, in reading order',
      '<label>Country</label><div class="select"><div><div>× Serbia</div><div role="combobox"><input id="f" aria-autocomplete="list"></div></div></div>',
      'Country × Serbia',
    ],
    [
      'a searchable dropdown whose aria-label is its value',
      '<div><span>Country / Region</span></div><div><div><input id="f" role="combobox" aria-label="Brazil"></div></div>',
      'Country / Region',
    ],
  ])('%s', (_, html, text) => {
    render(html);
    expect(describeOne('#f').nearbyText).toBe(text);
  });
});

describe('open shadow roots', () => {
  it('collects controls in page order through nested shadow roots, with " >>> " selectors', () => {
    render('<input id="before"><div id="host"></div><input id="after">');
    const outer = document.getElementById('host')!.attachShadow({ mode: 'open' });
    outer.innerHTML = '<label for="inner">City</label><input id="inner"><span id="deep"></span>';
    const deep = (outer.getElementById('deep') as HTMLElement).attachShadow({ mode: 'open' });
    deep.innerHTML = '<input name="zip" aria-label="Postal code">';
    const controls = collectControls(document);
    expect(controls.map((control) => control.id || control.getAttribute('name'))).toEqual([
      'before',
      'inner',
      'zip',
      'after',
    ]);
    expect(controls.map((control, index) => describeField(control, index).selector)).toEqual([
      '#before',
      '#host >>> #inner',
      '#host >>> #deep >>> input[name="zip"]',
      '#after',
    ]);
    expect(describeField(controls[1]!, 1).label).toBe('City');
    expect(describeField(controls[2]!, 2).label).toBe('Postal code');
  });

  it("puts a shadow tree where its host stands: after what precedes the host, before the host's own light children", () => {
    render(
      '<input id="a"><section id="host1"><input id="light"></section><p><input id="b"><span id="host2"></span></p><textarea id="c"></textarea>',
    );
    const first = document.getElementById('host1')!.attachShadow({ mode: 'open' });
    first.innerHTML = '<input id="s1"><slot></slot><div id="host3"></div><select id="s2"></select>';
    (first.getElementById('host3') as HTMLElement).attachShadow({ mode: 'open' }).innerHTML = '<input id="s3">';
    document.getElementById('host2')!.attachShadow({ mode: 'open' }).innerHTML =
      '<div contenteditable="true" id="s4"></div>';
    expect(collectControls(document).map((control) => control.id)).toEqual([
      'a',
      's1',
      's3',
      's2',
      'light',
      'b',
      's4',
      'c',
    ]);
  });

  it('finds hosts after lists, whose options it steps over, at any depth', () => {
    render(`<div><select id="l1"><option>1</option><optgroup><option>2</option></optgroup></select></div>
      <datalist id="d"><option value="x"></option></datalist><span id="h1"></span>
      <p><select id="l2"></select></p><div id="h2"></div>`);
    document.getElementById('h1')!.attachShadow({ mode: 'open' }).innerHTML = '<input id="in1">';
    document.getElementById('h2')!.attachShadow({ mode: 'open' }).innerHTML =
      '<select id="in2"><option>a</option></select><input id="in3">';
    expect(collectControls(document).map((control) => control.id)).toEqual(['l1', 'in1', 'l2', 'in2', 'in3']);
  });
});
