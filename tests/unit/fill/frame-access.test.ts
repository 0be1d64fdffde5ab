import { describe, expect, it } from 'vitest';
import {
  askFrameAccess,
  isRealHost,
  MAX_SITES_PER_QUESTION,
  originPatternOf,
  siteOfPattern,
  skippedFrame,
} from '@/utils/fill/frame-access';

describe('originPatternOf', () => {
  it.each([
    ['http://localhost:8080/pay.html', 'http://localhost/*'],
    ['https://checkout.pay.example/frame?x=1#y', 'https://checkout.pay.example/*'],
    ['https://user:secret@pay.example:8443/', 'https://pay.example/*'],
    ['http://127.0.0.1:4000/', 'http://127.0.0.1/*'],
    // The URL parser writes IPv4 in its usual form, and IDN hosts in the punycode the browser matches.
    ['http://0x7f.1/', 'http://127.0.0.1/*'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/*'],
    ['https://[::1]:4443/', 'https://[::1]/*'],
    ['https://[2001:DB8::1]/pay', 'https://[2001:db8::1]/*'],
    ['https://a_b.example/', 'https://a_b.example/*'],
    ['about:srcdoc', null],
    ['about:blank', null],
    ['data:text/html,<input>', null],
    ['file:///home/me/form.html', null],
    ['ftp://files.example/', null],
    ['chrome-extension://abcdef/page.html', null],
    ['moz-extension://1234/page.html', null],
    ['not a url', null],
  ])('%s → %s', (url, pattern) => {
    expect(originPatternOf(url)).toBe(pattern);
  });

  // The URL parser accepts all of these as hosts; a match pattern must never get one.
  it.each([
    'https://*/',
    'https://*.example/',
    'https://pay.*/',
    'https://a*b.example/',
    'https://a%2Ab.example/',
    'https://a..b.example/',
    'https://pay.example./',
    'https://.example/',
    "https://a!$&'()+,;=~.example/",
    'https://{a}.example/',
    'https://-pay.example/',
    `https://${'a'.repeat(64)}.example/`,
  ])('asks for no pattern for the odd host in %s', (url) => {
    expect(originPatternOf(url)).toBeNull();
  });
});

describe('isRealHost', () => {
  it.each([
    ['localhost', true],
    ['pay.example', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['', false],
    ['*', false],
    ['*.example', false],
    ['a..b', false],
    [`${'a.'.repeat(127)}ab`, false],
  ])('%s → %s', (host, real) => {
    expect(isRealHost(host)).toBe(real);
  });
});

describe('skippedFrame', () => {
  it.each([
    ['https://pay.example/card', 'no-permission', /another site/],
    ['chrome://settings/', 'forbidden', /browser does not let extensions/],
    ['about:srcdoc', 'forbidden', /browser does not let extensions/],
    ['https://*.example/', 'forbidden', /no host Understudy could ask your browser for/],
  ] as const)('%s is %s', (url, access, reason) => {
    const frame = skippedFrame(url);
    expect(frame.access).toBe(access);
    expect(frame.reason).toMatch(reason);
  });
});

describe('siteOfPattern', () => {
  it('names a pattern by its scheme and host', () => {
    expect(siteOfPattern('http://localhost/*')).toBe('http://localhost');
    expect(siteOfPattern('https://[::1]/*')).toBe('https://[::1]');
  });
});

describe('askFrameAccess', () => {
  it('asks nothing when no frame was skipped, or only frames no permission can open', () => {
    expect(askFrameAccess([])).toBeNull();
    expect(
      askFrameAccess([
        skippedFrame('chrome://settings/'),
        skippedFrame('data:text/html,x'),
        skippedFrame('https://*/'),
      ]),
    ).toBeNull();
  });

  it('asks for one frame in the singular', () => {
    expect(askFrameAccess([skippedFrame('http://localhost:4000/frame-inner.html')])).toEqual({
      count: 1,
      origins: ['http://localhost/*'],
      sites: ['http://localhost'],
      leftOut: 0,
      text: '1 frame on another site was not filled. Allow?',
    });
  });

  it('counts every askable frame but requests each origin once, whatever its port, and never the forbidden ones', () => {
    const question = askFrameAccess([
      skippedFrame('https://pay.example/card'),
      skippedFrame('https://pay.example:443/address'),
      skippedFrame('https://pay.example:8443/address'),
      skippedFrame('http://maps.example:8080/embed'),
      skippedFrame('chrome-extension://abc/panel.html'),
    ]);
    expect(question).toEqual({
      count: 4,
      origins: ['https://pay.example/*', 'http://maps.example/*'],
      sites: ['https://pay.example', 'http://maps.example'],
      leftOut: 0,
      text: '4 frames on other sites were not filled. Allow?',
    });
  });

  it('keeps http and https of one host apart: each is its own request and its own line', () => {
    const question = askFrameAccess([skippedFrame('http://pay.example/'), skippedFrame('https://pay.example/')]);
    expect(question?.origins).toEqual(['http://pay.example/*', 'https://pay.example/*']);
    expect(question?.sites).toEqual(['http://pay.example', 'https://pay.example']);
  });

  it('never asks for a wildcard or an odd host a page put in its frames, even marked askable', () => {
    const forged = { url: 'https://*/', access: 'no-permission', reason: '' } as const;
    const question = askFrameAccess([
      forged,
      skippedFrame('https://*.example/x'),
      skippedFrame('https://pay.example/'),
      skippedFrame('https://[::1]:8443/'),
    ]);
    expect(question?.origins).toEqual(['https://pay.example/*', 'https://[::1]/*']);
    expect(question?.count).toBe(2);
    expect(question?.origins.join(' ')).not.toContain('*.');
  });

  it(`asks for the first ${MAX_SITES_PER_QUESTION} sites only, and says how many more are left out`, () => {
    const frames = Array.from({ length: 8 }, (_, site) => skippedFrame(`https://site${site}.example/`));
    const question = askFrameAccess([...frames, skippedFrame('https://site0.example/again')]);
    expect(question?.origins).toEqual([
      'https://site0.example/*',
      'https://site1.example/*',
      'https://site2.example/*',
      'https://site3.example/*',
      'https://site4.example/*',
    ]);
    expect(question?.sites).toHaveLength(5);
    expect(question?.leftOut).toBe(3);
    expect(question?.count).toBe(9);
    expect(question?.text).toBe(
      '9 frames on other sites were not filled. Allow the first 5 sites? 3 more sites are left out for now.',
    );
  });

  it('says one site is left out in the singular', () => {
    const frames = Array.from({ length: 6 }, (_, site) => skippedFrame(`https://site${site}.example/`));
    expect(askFrameAccess(frames)?.text).toBe(
      '6 frames on other sites were not filled. Allow the first 5 sites? 1 more site is left out for now.',
    );
  });

  it('a page of thousands of frames on one site asks for that site once', () => {
    const frames = Array.from({ length: 5000 }, (_, n) => skippedFrame(`https://ads.example/slot/${n}`));
    expect(askFrameAccess(frames)).toMatchObject({ count: 5000, origins: ['https://ads.example/*'], leftOut: 0 });
  });
});
