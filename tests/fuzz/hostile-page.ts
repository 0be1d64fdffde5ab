/**
 * Seeded hostile pages for the fuzzer (tests/e2e/fuzz.spec.ts): random controls
 * with random and contradictory constraints, in forms, shadow roots and
 * same-origin frames, with main-world scripts that fight back. The same seed
 * always gives the same page.
 * @example hostilePage(7).html.includes('<form') // true or false, the same every time
 */
export interface HostilePage {
  seed: number;
  html: string;
  /** How many controls the page holds, frames and shadow roots included. */
  controls: number;
  /** The traits this page has, to name a failing case. */
  traits: string[];
}

/** mulberry32: small, fast and good enough to pick attributes. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES = [
  'text',
  'text',
  'text',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'time',
  'month',
  'week',
  'datetime-local',
  'color',
  'range',
  'search',
  'checkbox',
  'radio',
  'select',
  'select-multiple',
  'textarea',
  'editable',
];
const LABELS = [
  'First name',
  'Last name',
  'Email',
  'Confirm email',
  'Password',
  'Repeat password',
  'Phone',
  'Street',
  'House number',
  'City',
  'Postcode',
  'Country',
  'Card number',
  'CVC',
  'Expiry',
  'Company',
  'Website',
  'Search',
  'Quantity',
  'Birthday',
  'Vorname',
  'Código postal',
  'Комментарий',
  '電話番号',
  '',
  'x',
  '<b>bold</b>',
  'Leave this field blank',
];
/** Patterns a page may give, hostile ones included: catastrophic backtracking, huge repetition, invalid syntax. */
const PATTERNS = [
  '[A-Z]{3}',
  '\\d{4,6}',
  '[a-z]+@[a-z]+\\.[a-z]{2,}',
  '(.+)+!',
  '(a|aa)+$',
  '\\d{2000000}',
  '[',
  '(?<x>a)\\k<x>',
  '.{0}',
  '[^\\s\\S]',
  '\\p{Lu}{2}',
];
const LENGTHS = [0, 1, 2, 5, 10, 50, 255, 50_000_000];
const NUMBERS = ['', '0', '1', '5', '10', '-3', '1e3', '0.001', 'abc', '99999999999999999999'];
const WORDS = ['Alpha', 'Beta', 'Gamma', 'Delta', '', '--', 'Select…', 'Germany', 'France', 'Mr', 'Ms', '+49', '2030'];

/** The main-world behaviours a page may have, each of which a fill must survive. */
const BEHAVIOURS: Record<string, string> = {
  'throwing listeners': `document.addEventListener('input', () => { throw new Error('page listener'); });
document.addEventListener('change', () => { throw new Error('page listener'); });`,
  'submit on change': `document.addEventListener('change', (event) => { const form = event.target.form; if (form) form.requestSubmit(); });`,
  'submit button click on change': `document.addEventListener('change', (event) => { const form = event.target.form; const button = form && form.querySelector('button[type=submit], input[type=submit]'); if (button) button.click(); });`,
  'navigate on change': `document.addEventListener('change', () => { location.href = '/navigated.html'; });`,
  'navigate on input later': `document.addEventListener('input', () => setTimeout(() => location.assign('/navigated-later.html'), 0));`,
  'overridden setters': `for (const proto of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype, HTMLSelectElement.prototype]) {
  const own = Object.getOwnPropertyDescriptor(proto, 'value');
  Object.defineProperty(proto, 'value', { configurable: true, get() { return own.get.call(this); }, set() { throw new Error('page setter'); } });
}`,
  'element setters': `for (const input of document.querySelectorAll('input')) Object.defineProperty(input, 'value', { configurable: true, get() { return 'fixed'; }, set() {} });`,
  'mutates while filled': `let turns = 0;
document.addEventListener('input', (event) => {
  if (++turns % 3) return;
  const target = event.target;
  const next = target.nextElementSibling;
  if (next && next.tagName === 'INPUT') next.remove();
  const box = document.querySelector('input[type=checkbox]');
  if (box) box.type = 'submit';
  const added = document.createElement('input');
  added.name = 'added' + turns;
  target.parentNode && target.parentNode.append(added);
});`,
  'checkbox turns submit': `for (const box of document.querySelectorAll('input[type=checkbox]')) box.addEventListener('focus', () => { box.type = 'submit'; });`,
  'attributes change': `setTimeout(() => { for (const input of document.querySelectorAll('input')) { input.setAttribute('maxlength', '1'); input.setAttribute('pattern', '(x+x+)+y'); } }, 0);`,
};

/**
 * A page for this seed. Most pages are small and some are large (up to 2,000
 * controls), so a run of a few hundred covers both in minutes.
 */
export function hostilePage(seed: number): HostilePage {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const controls = Math.max(1, Math.round(Math.exp(next() ** 2.5 * Math.log(2000))));
  const traits: string[] = [];
  const behaviours = Object.keys(BEHAVIOURS).filter(() => chance(0.2));
  traits.push(...behaviours);

  let made = 0;
  const control = (): string => {
    made++;
    const type = pick(TYPES);
    const id = `f${made}`;
    const attrs: string[] = [
      `id="${id}"`,
      `name="${chance(0.8) ? pick(['first_name', 'email', 'password', 'zip', 'q', 'qty', 'card', 'x' + made, 'user[name]', 'billing.street']) : ''}"`,
    ];
    if (chance(0.2)) attrs.push('required');
    if (chance(0.08)) attrs.push('disabled');
    if (chance(0.08)) attrs.push('readonly');
    if (chance(0.05)) attrs.push('hidden');
    if (chance(0.3)) attrs.push(`maxlength="${pick(LENGTHS)}"`);
    if (chance(0.3)) attrs.push(`minlength="${pick(LENGTHS)}"`);
    if (chance(0.3)) attrs.push(`pattern="${pick(PATTERNS).replace(/"/g, '&quot;')}"`);
    if (chance(0.4))
      attrs.push(`min="${pick(NUMBERS)}"`, `max="${pick(NUMBERS)}"`, `step="${pick([...NUMBERS, 'any'])}"`);
    if (chance(0.2))
      attrs.push(
        `autocomplete="${pick(['email', 'new-password', 'cc-number', 'off', 'one-time-code', 'shipping given-name', 'bogus token'])}"`,
      );
    if (chance(0.2)) attrs.push(`value="${pick(WORDS)}"`);
    const label = pick(LABELS);
    const labelled = (html: string) =>
      chance(0.7) ? `<label for="${id}">${label}</label> ${html}` : `${html} <span>${label}</span>`;
    if (type === 'select' || type === 'select-multiple') {
      const options = Array.from(
        { length: Math.floor(next() * (chance(0.1) ? 250 : 8)) },
        (_, i) => `<option value="${chance(0.2) ? '' : 'v' + i}">${pick(WORDS)}${i}</option>`,
      ).join('');
      return labelled(`<select ${attrs.join(' ')}${type === 'select-multiple' ? ' multiple' : ''}>${options}</select>`);
    }
    if (type === 'textarea')
      return labelled(`<textarea ${attrs.join(' ')}>${chance(0.2) ? 'typed by the user' : ''}</textarea>`);
    if (type === 'editable')
      return `<div contenteditable="true" id="${id}" aria-label="${label}">${chance(0.3) ? 'text <iframe srcdoc="<p>inner</p>"></iframe> <img alt="x">' : ''}</div>`;
    if (type === 'radio')
      return [1, 2, 3]
        .map(
          (n) =>
            `<label><input type="radio" ${attrs.join(' ').replace(`id="${id}"`, `id="${id}-${n}"`)} value="r${n}"> ${pick(WORDS)}</label>`,
        )
        .join(' ');
    return labelled(`<input type="${type}" ${attrs.join(' ')}>`);
  };

  const block = (size: number): string => {
    const inner = Array.from({ length: size }, () => `<p>${control()}</p>`).join('\n');
    const submit = chance(0.5)
      ? `<button type="submit">Send</button>`
      : chance(0.3)
        ? `<input type="submit" value="Go">`
        : '';
    return chance(0.6)
      ? `<form action="/submitted.html" method="${pick(['get', 'post'])}">${inner}${submit}</form>`
      : `<div>${inner}${submit}</div>`;
  };

  const parts: string[] = [];
  const shadowBlocks: string[] = [];
  const frameBlocks: string[] = [];
  for (let left = controls; left > 0;) {
    const size = Math.min(left, 1 + Math.floor(next() * 40));
    left -= size;
    const where = next();
    if (where < 0.1) shadowBlocks.push(block(size));
    else if (where < 0.15 && frameBlocks.length < 10) frameBlocks.push(block(size));
    else parts.push(block(size));
  }
  if (shadowBlocks.length) traits.push('shadow roots');
  if (frameBlocks.length) traits.push('frames');
  const escapeAttr = (html: string) => html.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const frames = frameBlocks
    .map((html) => `<iframe title="frame" srcdoc="${escapeAttr(`<!doctype html><body>${html}</body>`)}"></iframe>`)
    .join('\n');
  const hosts = shadowBlocks.map((_, i) => `<fuzz-block data-block="${i}"></fuzz-block>`).join('\n');
  const shadowScript = shadowBlocks.length
    ? `const blocks = ${JSON.stringify(shadowBlocks)};
customElements.define('fuzz-block', class extends HTMLElement { connectedCallback() { if (!this.shadowRoot) this.attachShadow({ mode: 'open' }).innerHTML = blocks[Number(this.dataset.block)]; } });`
    : '';
  const html = `<!doctype html>
<html lang="${pick(['en', 'de', 'fr', 'ja', 'xx-invalid', ''])}">
<head><meta charset="utf-8"><title>Hostile page ${seed}</title></head>
<body>
<h1>Hostile page ${seed}</h1>
${parts.join('\n')}
${hosts}
${frames}
<script>
window.__fuzz = { seed: ${seed}, submitted: 0 };
document.addEventListener('submit', () => { window.__fuzz.submitted++; }, true);
${shadowScript}
${behaviours.map((name) => BEHAVIOURS[name]).join('\n')}
</script>
</body>
</html>`;
  return { seed, html, controls: made, traits };
}
