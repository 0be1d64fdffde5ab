/**
 * The pages the fill benchmark measures, generated in memory (nothing is
 * written to disk): a long page of realistic checkout/signup blocks, each its
 * own <form> with <label for> labels, and a single 25-field form.
 *
 *   bigPage(100)  → 100 blocks × 31 fields = 3,100 fields (2,500+ as issue 4 asks)
 *   smallPage()   → one form of 25 fields
 */

/** Fields per checkout block (see checkoutBlock): 23 single fields, 5 radios, 2 checkboxes, 1 textarea. */
export const FIELDS_PER_BLOCK = 31;
export const SMALL_PAGE_FIELDS = 25;

const STYLE = `
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 16px; }
  form.block { border: 1px solid #ccd; border-radius: 6px; margin: 16px 0; padding: 12px 16px; }
  .row { display: grid; grid-template-columns: 180px 1fr; gap: 4px 12px; align-items: center; margin: 4px 0; }
  fieldset { border: 1px solid #dde; margin: 8px 0; }
  input:not([type=radio]):not([type=checkbox]), select, textarea { width: 100%; box-sizing: border-box; padding: 4px; }
  .hint { color: #667; font-size: 12px; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

/**
 * Every current country and territory name the runtime's ICU knows (Intl.DisplayNames),
 * sorted: about 250 options, as real checkout pages list them.
 */
export function countryOptions(): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  // Groupings, user-assigned and withdrawn codes that name no current country.
  const notCountries = new Set('AA AC AN CP CQ CS DD DG EA EU EZ IC NT QO QU SU TA UN YD YU ZZ'.split(' '));
  const list: Array<{ code: string; name: string }> = [];
  const seen = new Set<string>();
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      if (notCountries.has(code) || /^(Q[M-Z]|X[A-Z])$/.test(code)) continue;
      // Aliases (UK, BU, RH, ...) canonicalize to the code in use (GB, MM, ZW).
      if (new Intl.Locale(`und-${code}`).region !== code) continue;
      const name = names.of(code);
      if (!name || name === code || seen.has(name)) continue;
      seen.add(name);
      list.push({ code, name });
    }
  }
  return list.sort((x, y) => x.name.localeCompare(y.name, 'en'));
}

const US_STATES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function row(id: string, label: string, control: string, hint = ''): string {
  return `<div class="row"><label for="${id}">${label}</label><div>${control}${hint ? `<div class="hint">${hint}</div>` : ''}</div></div>`;
}

function countrySelect(id: string, name: string, countries: Array<{ code: string; name: string }>): string {
  const options = countries.map((c) => `<option value="${c.code}">${escapeHtml(c.name)}</option>`).join('');
  return `<select id="${id}" name="${name}" autocomplete="country" required><option value="">Select a country</option>${options}</select>`;
}

/**
 * One checkout/signup block. Blocks vary a little, as real pages do: every
 * other block gives autocomplete attributes, ids differ per block, and names
 * repeat across blocks (so `[name=…]` selectors are not unique on the page).
 */
export function checkoutBlock(i: number, countries: Array<{ code: string; name: string }>): string {
  const p = `b${i}-`;
  const ac = (token: string) => (i % 2 === 0 ? ` autocomplete="${token}"` : '');
  const fields = [
    row(`${p}first`, 'First name', `<input id="${p}first" name="firstName"${ac('given-name')} required>`),
    row(`${p}last`, 'Last name', `<input id="${p}last" name="lastName"${ac('family-name')} required>`),
    row(`${p}email`, 'Email address', `<input id="${p}email" type="email" name="email"${ac('email')} required>`),
    row(`${p}user`, 'Username', `<input id="${p}user" name="username"${ac('username')} minlength="4" maxlength="20">`),
    row(
      `${p}pass`,
      'Password',
      `<input id="${p}pass" type="password" name="password"${ac('new-password')} minlength="8" required>`,
      'At least 8 characters',
    ),
    row(
      `${p}pass2`,
      'Confirm password',
      `<input id="${p}pass2" type="password" name="passwordConfirm"${ac('new-password')} minlength="8" required>`,
    ),
    row(`${p}phone`, 'Phone number', `<input id="${p}phone" type="tel" name="phone"${ac('tel')}>`),
    row(`${p}company`, 'Company (optional)', `<input id="${p}company" name="company"${ac('organization')}>`),
    row(`${p}addr1`, 'Address line 1', `<input id="${p}addr1" name="address1"${ac('address-line1')} required>`),
    row(`${p}addr2`, 'Address line 2', `<input id="${p}addr2" name="address2"${ac('address-line2')}>`),
    row(`${p}city`, 'City', `<input id="${p}city" name="city"${ac('address-level2')} required>`),
    row(
      `${p}state`,
      'State / Province',
      `<input id="${p}state" name="state"${ac('address-level1')} list="${p}states">` +
        `<datalist id="${p}states">${US_STATES.slice(0, 8)
          .map((s) => `<option value="${s}">`)
          .join('')}</datalist>`,
    ),
    row(`${p}zip`, 'ZIP / Postal code', `<input id="${p}zip" name="zip"${ac('postal-code')} maxlength="10" required>`),
    row(`${p}country`, 'Country', countrySelect(`${p}country`, 'country', countries)),
    row(
      `${p}dob`,
      'Date of birth',
      `<input id="${p}dob" type="date" name="birthdate"${ac('bday')} min="1900-01-01" max="2010-12-31">`,
    ),
    row(
      `${p}delivery`,
      'Preferred delivery date',
      `<input id="${p}delivery" type="date" name="deliveryDate" min="2024-01-01" max="2035-12-31">`,
    ),
    row(`${p}qty`, 'Quantity', `<input id="${p}qty" type="number" name="quantity" min="1" max="10" step="1" value="">`),
    row(`${p}age`, 'Age', `<input id="${p}age" type="number" name="age" min="18" max="120">`),
    row(`${p}site`, 'Website', `<input id="${p}site" type="url" name="website"${ac('url')}>`),
    row(`${p}ccname`, 'Name on card', `<input id="${p}ccname" name="ccName"${ac('cc-name')}>`),
    row(
      `${p}ccnum`,
      'Card number',
      `<input id="${p}ccnum" name="cardNumber" inputmode="numeric"${ac('cc-number')} maxlength="19">`,
    ),
    row(
      `${p}ccexp`,
      'Expiry (MM/YY)',
      `<input id="${p}ccexp" name="cardExpiry"${ac('cc-exp')} placeholder="MM/YY" pattern="\\d{2}/\\d{2}">`,
    ),
    row(
      `${p}cvc`,
      'Security code (CVC)',
      `<input id="${p}cvc" name="cvc" inputmode="numeric"${ac('cc-csc')} pattern="\\d{3,4}" maxlength="4">`,
    ),
    `<fieldset><legend>Shipping method</legend>
      <input type="radio" id="${p}ship-std" name="shipping" value="standard"> <label for="${p}ship-std">Standard (5–7 days)</label>
      <input type="radio" id="${p}ship-exp" name="shipping" value="express"> <label for="${p}ship-exp">Express (2 days)</label>
      <input type="radio" id="${p}ship-ovn" name="shipping" value="overnight"> <label for="${p}ship-ovn">Overnight</label>
    </fieldset>`,
    `<fieldset><legend>Payment method</legend>
      <input type="radio" id="${p}pay-card" name="payment" value="card"> <label for="${p}pay-card">Credit card</label>
      <input type="radio" id="${p}pay-pp" name="payment" value="paypal"> <label for="${p}pay-pp">PayPal</label>
    </fieldset>`,
    `<div><input type="checkbox" id="${p}news" name="newsletter"> <label for="${p}news">Send me the newsletter</label></div>`,
    `<div><input type="checkbox" id="${p}terms" name="terms" required> <label for="${p}terms">I accept the terms and conditions</label></div>`,
    row(`${p}notes`, 'Delivery notes', `<textarea id="${p}notes" name="notes" rows="2" maxlength="500"></textarea>`),
  ];
  return `<form class="block" id="${p}form" action="#" method="post" novalidate>
  <h2>Checkout ${i + 1}</h2>
  <p class="hint">Create an account and pay for order #${10_000 + i}.</p>
  <input type="hidden" name="csrf" value="token-${i}">
  ${fields.join('\n  ')}
  <button type="submit">Place order</button>
</form>`;
}

export function bigPage(blocks = 100): string {
  const countries = countryOptions();
  const body = Array.from({ length: blocks }, (_, i) => checkoutBlock(i, countries)).join('\n');
  return pageHtml(`${blocks} checkout blocks`, `<h1>${blocks} checkout and signup forms</h1>\n${body}`);
}

/**
 * The 25 fields of the small page's form, one entry per row, fieldset or checkbox line
 * (23 entries): the automation benchmark wraps the same fields in other shapes.
 */
export function smallFormFields(): string[] {
  const countries = countryOptions();
  return [
    row('first', 'First name', '<input id="first" name="firstName" autocomplete="given-name" required>'),
    row('last', 'Last name', '<input id="last" name="lastName" autocomplete="family-name" required>'),
    row('email', 'Email', '<input id="email" type="email" name="email" autocomplete="email" required>'),
    row('user', 'Username', '<input id="user" name="username" autocomplete="username">'),
    row(
      'pass',
      'Password',
      '<input id="pass" type="password" name="password" autocomplete="new-password" minlength="8" required>',
    ),
    row(
      'pass2',
      'Confirm password',
      '<input id="pass2" type="password" name="passwordConfirm" autocomplete="new-password" minlength="8" required>',
    ),
    row('phone', 'Phone', '<input id="phone" type="tel" name="phone" autocomplete="tel">'),
    row('company', 'Company', '<input id="company" name="company">'),
    row('addr1', 'Address line 1', '<input id="addr1" name="address1" autocomplete="address-line1">'),
    row('addr2', 'Address line 2', '<input id="addr2" name="address2" autocomplete="address-line2">'),
    row('city', 'City', '<input id="city" name="city">'),
    row('state', 'State', '<input id="state" name="state">'),
    row('zip', 'ZIP code', '<input id="zip" name="zip" maxlength="10">'),
    row('country', 'Country', countrySelect('country', 'country', countries)),
    row('dob', 'Date of birth', '<input id="dob" type="date" name="birthdate">'),
    row('ccnum', 'Card number', '<input id="ccnum" name="cardNumber" autocomplete="cc-number">'),
    row('ccexp', 'Expiry (MM/YY)', '<input id="ccexp" name="cardExpiry" placeholder="MM/YY">'),
    row('cvc', 'CVC', '<input id="cvc" name="cvc" maxlength="4">'),
    row('ccname', 'Name on card', '<input id="ccname" name="ccName">'),
    `<fieldset><legend>Shipping</legend>
      <input type="radio" id="ship-std" name="shipping" value="standard"> <label for="ship-std">Standard</label>
      <input type="radio" id="ship-exp" name="shipping" value="express"> <label for="ship-exp">Express</label>
      <input type="radio" id="ship-ovn" name="shipping" value="overnight"> <label for="ship-ovn">Overnight</label>
    </fieldset>`,
    '<div><input type="checkbox" id="news" name="newsletter"> <label for="news">Newsletter</label></div>',
    '<div><input type="checkbox" id="terms" name="terms" required> <label for="terms">I accept the terms</label></div>',
    row('notes', 'Notes', '<textarea id="notes" name="notes"></textarea>'),
  ];
}

/** One signup/checkout form of exactly 25 fields. */
export function smallPage(): string {
  return pageHtml(
    '25-field form',
    `<h1>Sign up</h1>
<form class="block" id="signup" action="#" method="post" novalidate>
  ${smallFormFields().join('\n  ')}
  <button type="submit">Create account</button>
</form>`,
  );
}

/** A whole document around `body`, with the benchmark's style and a submit handler that keeps the page. */
export function pageHtml(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-US">
<head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body>
${body}
<script>document.addEventListener('submit', (event) => { event.preventDefault(); document.body.dataset.submitted = 'yes'; });</script>
</body>
</html>`;
}
