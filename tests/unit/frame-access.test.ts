import { describe, expect, it } from 'vitest';
import { askFrameAccess, originPatternOf, skippedFrame } from '@/utils/fill/frame-access';

describe('originPatternOf', () => {
  it.each([
    ['http://localhost:8080/pay.html', 'http://localhost/*'],
    ['https://checkout.pay.example/frame?x=1#y', 'https://checkout.pay.example/*'],
    ['https://[::1]:4443/', 'https://[::1]/*'],
    ['about:srcdoc', null],
    ['about:blank', null],
    ['data:text/html,<input>', null],
    ['file:///home/me/form.html', null],
    ['chrome-extension://abcdef/page.html', null],
    ['moz-extension://1234/page.html', null],
    ['not a url', null],
  ])('%s → %s', (url, pattern) => {
    expect(originPatternOf(url)).toBe(pattern);
  });
});

describe('skippedFrame', () => {
  it.each([
    ['https://pay.example/card', 'no-permission', /another site/],
    ['chrome://settings/', 'forbidden', /browser does not let extensions/],
    ['about:srcdoc', 'forbidden', /browser does not let extensions/],
  ] as const)('%s is %s', (url, access, reason) => {
    const frame = skippedFrame(url);
    expect(frame.access).toBe(access);
    expect(frame.reason).toMatch(reason);
  });
});

describe('askFrameAccess', () => {
  it('asks nothing when no frame was skipped, or only frames no permission can open', () => {
    expect(askFrameAccess([])).toBeNull();
    expect(askFrameAccess([skippedFrame('chrome://settings/'), skippedFrame('data:text/html,x')])).toBeNull();
  });

  it('asks for one frame in the singular', () => {
    expect(askFrameAccess([skippedFrame('http://localhost:4000/frame-inner.html')])).toEqual({
      count: 1,
      origins: ['http://localhost/*'],
      hosts: ['localhost'],
      text: '1 frame on another site was not filled. Allow?',
    });
  });

  it('counts every askable frame but requests each origin once, and never the forbidden ones', () => {
    const question = askFrameAccess([
      skippedFrame('https://pay.example/card'),
      skippedFrame('https://pay.example/address'),
      skippedFrame('http://maps.example:8080/embed'),
      skippedFrame('chrome-extension://abc/panel.html'),
    ]);
    expect(question).toEqual({
      count: 3,
      origins: ['https://pay.example/*', 'http://maps.example/*'],
      hosts: ['pay.example', 'maps.example'],
      text: '3 frames on other sites were not filled. Allow?',
    });
  });
});
