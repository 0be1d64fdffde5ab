import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/utils/settings/settings-schema';
import { exportText, importedBook, previewImport, readImport, MAX_IMPORT_BYTES } from '@/utils/transfer/export-file';
import { makeProfile, makeRule } from '../support/rules';

const a = makeRule({ id: 'a', name: 'Alpha', match: { words: ['coupon'] }, value: { type: 'text', text: 'A' } });
const b = makeRule({ id: 'b', name: 'Beta', match: { kinds: ['internet.email'] }, value: { type: 'empty' } });
const profile = makeProfile({ id: 'p', host: '*.staging.example.com', locale: 'de' });
const book = { rules: [a, b], profiles: [profile] };

describe('export and import', () => {
  it('reads back what it exported', () => {
    const read = readImport(exportText(DEFAULT_SETTINGS, book));
    expect(read).toEqual({
      ok: true,
      file: {
        format: 'understudy-settings',
        version: 1,
        settings: DEFAULT_SETTINGS,
        rules: [a, b],
        profiles: [profile],
        schemas: [],
        savedFills: [],
      },
    });
  });

  const file = (over: Record<string, unknown>) =>
    JSON.stringify({ format: 'understudy-settings', version: 1, settings: {}, rules: [], profiles: [], ...over });

  it.each([
    ['not JSON', '{"format": ', /^This file is not valid JSON: /],
    ['another format', JSON.stringify({ rules: [] }), /^This file is not an Understudy export/],
    [
      'a newer version',
      file({ version: 2 }),
      /^This file is from a newer version of Understudy \(version 2\); this one reads version 1\./,
    ],
    [
      'a bad rule, by its place and field',
      file({ rules: [a, { ...b, value: { type: 'kind', kind: 'evil.code' } }] }),
      /^“rules\[1\]” value\.kind: is not a field kind$/,
    ],
    [
      'a rule with code in a template',
      file({ rules: [{ ...a, value: { type: 'template', template: '{{constructor.constructor}}' } }] }),
      /^“rules\[0\]” value\.template: unknown token “constructor\.constructor” at character 3$/,
    ],
    [
      'a bad profile host',
      file({ profiles: [{ id: 'x', host: 'https://x.test/' }] }),
      /^“profiles\[0\]” host: is not a host/,
    ],
    ['a bad setting', file({ settings: { locale: 'xx' } }), /^“settings\.locale”: is not a valid value\.$/],
    ['two rules with one id', file({ rules: [a, a] }), /^The id “a” is used twice\.$/],
    ['an oversized file', ' '.repeat(MAX_IMPORT_BYTES + 1), /^This file is too large/],
  ])('refuses %s, naming what and where', (_, text, error) => {
    const read = readImport(text);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toMatch(error);
  });

  it('carries a list marked as edge cases, and an ordinary list stays as it was stored', () => {
    const edges = makeRule({
      id: 'e',
      name: 'Odd cities',
      match: { words: ['city'] },
      value: { type: 'list', items: ['Llanfairpwllgwyngyll', 'Ō'], edgeCases: 'invalid' },
    });
    const plain = makeRule({
      id: 'l',
      name: 'Cities',
      match: { words: ['city'] },
      value: { type: 'list', items: ['Lyon'] },
    });
    const read = readImport(exportText(DEFAULT_SETTINGS, { rules: [edges, plain], profiles: [] }));
    expect(read.ok && read.file.rules).toEqual([edges, plain]);
    expect(read.ok && 'edgeCases' in read.file.rules[1]!.value).toBe(false);
  });

  it.each([
    [
      'a flag that is neither valid nor invalid',
      { type: 'list', items: ['x'], edgeCases: 'maybe' },
      /^“rules\[0\]” value\.edgeCases: is not valid or invalid$/,
    ],
    ['the flag on a fixed text', { type: 'text', text: 'x', edgeCases: 'valid' }, /^“rules\[0\]” value\.edgeCases: /],
  ])('refuses %s', (_, value, error) => {
    const read = readImport(file({ rules: [{ ...a, value }] }));
    expect(!read.ok && read.error).toMatch(error);
  });

  it('previews what a merge adds and changes, and what a replace removes', () => {
    const changed = { ...a, value: { type: 'text' as const, text: 'A2' } };
    const added = makeRule({ id: 'c', name: 'Gamma', match: { words: ['x'] }, value: { type: 'text', text: 'C' } });
    const incoming = {
      format: 'understudy-settings' as const,
      version: 1,
      settings: { ...DEFAULT_SETTINGS, onlyEmpty: true },
      rules: [changed, added],
      profiles: [],
    };
    expect(previewImport(book, DEFAULT_SETTINGS, incoming, 'merge')).toEqual({
      added: [{ kind: 'rule', name: 'Gamma' }],
      changed: [{ kind: 'rule', name: 'Alpha' }],
      removed: [],
      settings: ['onlyEmpty'],
    });
    expect(previewImport(book, DEFAULT_SETTINGS, incoming, 'replace').removed).toEqual([
      { kind: 'rule', name: 'Beta' },
      { kind: 'profile', name: '*.staging.example.com' },
    ]);
    expect(importedBook(book, incoming, 'merge')).toEqual({ rules: [changed, b, added], profiles: [profile] });
    expect(importedBook(book, incoming, 'replace')).toEqual({ rules: [changed, added], profiles: [] });
  });
});
