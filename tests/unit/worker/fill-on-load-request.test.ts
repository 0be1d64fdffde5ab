import { describe, expect, it } from 'vitest';
import { loadFill, type LoadFillSender } from '@/utils/worker/fill-on-load-request';
import type { Profile } from '@/utils/rules/rule-schema';

const ID = 'understudy-id';
const profiles: Profile[] = [
  { id: 'dev', host: 'localhost:3000', fillOnLoad: {} },
  { id: 'shop', host: 'shop.example', fillOnLoad: { onlyEmpty: true } },
  { id: 'spa', host: 'app.example', fillOnLoad: { laterForms: true } },
  { id: 'off', host: 'off.example' },
];
const from = (url: string, more: Partial<LoadFillSender> = {}): LoadFillSender => ({
  id: ID,
  url,
  frameId: 0,
  tab: { id: 7, url },
  ...more,
});

describe('loadFill: the worker never trusts the page', () => {
  it('fills the tab of a page its profile fills on load, asking for that scheme only', () => {
    expect(loadFill({ understudy: 'fillOnLoad', later: false }, from('http://localhost:3000/a'), profiles, ID)).toEqual(
      {
        tabId: 7,
        origins: ['http://localhost/*'],
      },
    );
  });

  it.each([
    ['another extension', from('http://localhost:3000/', { id: 'other' })],
    ['a frame', from('http://localhost:3000/', { frameId: 3 })],
    ['no tab', from('http://localhost:3000/', { tab: undefined })],
    [
      'a page whose tab shows another address',
      from('http://localhost:3000/', { tab: { id: 7, url: 'https://bank.example/' } }),
    ],
    ['another port', from('http://localhost:4000/')],
    ['a profile without the setting', from('https://off.example/')],
    ['a site without a profile', from('https://bank.example/')],
    ['no address', from('', { tab: { id: 7 } })],
  ])('refuses %s', (_, sender) => {
    expect(loadFill({ understudy: 'fillOnLoad', later: false }, sender, profiles, ID)).toBeUndefined();
  });

  it('lets a tab whose address the browser hides (no access to it) go on the sender’s address', () => {
    const sender = from('https://shop.example/#step', { tab: { id: 7 } });
    expect(loadFill({ understudy: 'fillOnLoad', later: false }, sender, profiles, ID)?.tabId).toBe(7);
  });

  it.each([
    ['a form at load, profile as is', 'http://localhost:3000/', false, undefined],
    ['a later form fills only empty fields', 'http://localhost:3000/', true, true],
    ['the profile’s only empty fields', 'https://shop.example/', false, true],
  ])('%s', (_, url, later, onlyEmpty) => {
    expect(loadFill({ understudy: 'fillOnLoad', later }, from(url), profiles, ID)?.onlyEmpty).toBe(onlyEmpty);
  });

  it('with only later forms, leaves the forms a page loads with and fills the next step', () => {
    expect(
      loadFill({ understudy: 'fillOnLoad', later: false }, from('https://app.example/'), profiles, ID),
    ).toBeUndefined();
    expect(loadFill({ understudy: 'fillOnLoad', later: true }, from('https://app.example/'), profiles, ID)).toEqual({
      tabId: 7,
      onlyEmpty: true,
      origins: ['https://app.example/*'],
    });
  });
});
