import { describe, expect, it } from 'vitest';
import { problemMessage, type ProblemField } from '@/utils/rules/problem-message';
import type { RuleProblem } from '@/utils/rules/rule-checks';
import { speak } from '../../support/speak';

describe('problemMessage: a problem code as one sentence naming its field', () => {
  it.each<[ProblemField, RuleProblem, string]>([
    ['name', { code: 'empty' }, 'Give the rule a name.'],
    ['name', { code: 'tooLong', max: 80 }, 'The name can have at most 80 characters.'],
    ['name', { code: 'tooLong', max: 1 }, 'The name can have at most 1 character.'],
    ['selector', { code: 'badSelector' }, 'This CSS selector is not valid.'],
    ['selector', { code: 'tooLong', max: 300 }, 'The CSS selector can have at most 300 characters.'],
    ['words', { code: 'tooLong', max: 60 }, 'Each word can have at most 60 characters.'],
    ['words', { code: 'tooMany', max: 20 }, 'Give at most 20 words.'],
    [
      'regex',
      { code: 'badRegex', reason: 'Unterminated group' },
      'This regular expression is not valid: Unterminated group.',
    ],
    ['regex', { code: 'tooLong', max: 200 }, 'The regular expression can have at most 200 characters.'],
    ['inputType', { code: 'tooMany', max: 20 }, 'Give at most 20 input types.'],
    ['inputType', { code: 'tooLong', max: 30 }, 'Each input type can have at most 30 characters.'],
    [
      'sites',
      { code: 'badHost', host: 'https://x.test/' },
      '“https://x.test/” is not a host. Enter hosts such as *.example.com or localhost:3000.',
    ],
    ['sites', { code: 'tooMany', max: 20 }, 'Give at most 20 sites.'],
    ['sites', { code: 'tooLong', max: 253 }, 'A host can have at most 253 characters.'],
    ['host', { code: 'badHost', host: 'https://x.test/' }, 'Enter a host such as *.example.com or localhost:3000.'],
    ['host', { code: 'tooLong', max: 253 }, 'A host can have at most 253 characters.'],
    ['text', { code: 'tooLong', max: 1000 }, 'The text can have at most 1000 characters.'],
    ['list', { code: 'empty' }, 'A list needs at least one item.'],
    ['list', { code: 'tooMany', max: 100 }, 'A list can have at most 100 items.'],
    ['list', { code: 'tooLong', max: 200 }, 'Each item can have at most 200 characters.'],
    ['template', { code: 'tooLong', max: 1000, at: 1001 }, 'The template can have at most 1000 characters.'],
    [
      'template',
      { code: 'unknownToken', token: 'foo', at: 12 },
      'The template has an unknown token {{foo}} at character 12.',
    ],
    ['template', { code: 'unclosed', at: 5 }, 'The {{ at character 5 is never closed by }}.'],
    ['template', { code: 'nested', at: 14 }, 'The template has a token inside another token at character 14.'],
    ['template', { code: 'tooManyTokens', max: 50, at: 401 }, 'The template can have at most 50 tokens.'],
    ['template', { code: 'emptyToken', at: 4 }, 'The template has an empty token at character 4.'],
    [
      'template',
      { code: 'noArguments', token: 'person.firstName', at: 3 },
      'The token {{person.firstName}} at character 3 takes no numbers.',
    ],
    [
      'template',
      { code: 'argumentCount', token: 'number.int', count: 2, at: 3 },
      'Write the token at character 3 as {{number.int min max}}.',
    ],
    [
      'template',
      { code: 'notWholeNumber', token: 'string.numeric', arg: 'abc', at: 3 },
      'The token {{string.numeric}} at character 3 takes whole numbers, not “abc”.',
    ],
    [
      'template',
      { code: 'outOfRange', token: 'string.alpha', arg: 'length', min: 1, max: 100, at: 3 },
      'In the token {{string.alpha}} at character 3, length must be from 1 to 100.',
    ],
    ['pattern', { code: 'empty' }, 'Enter a regular expression to make values from.'],
    ['pattern', { code: 'badPattern' }, 'Values cannot be made from this regular expression.'],
    ['pattern', { code: 'tooLong', max: 200 }, 'The regular expression can have at most 200 characters.'],
    [
      'words',
      { code: 'noMatch' },
      'Say which fields the rule is for: a kind, a selector, words, a regular expression or an input type.',
    ],
    ['kind', { code: 'invalid' }, 'This value is not valid.'],
  ])('%s %o', (field, problem, sentence) => {
    expect(problemMessage(field, problem)).toBe(sentence);
  });

  it('says a limit with the plural form of the UI language', () => {
    speak('ru');
    expect(problemMessage('name', { code: 'tooLong', max: 80 })).toBe('Название может содержать не более 80 символов.');
    expect(problemMessage('name', { code: 'tooLong', max: 21 })).toBe('Название может содержать не более 21 символа.');
    speak('pl');
    expect(problemMessage('list', { code: 'tooMany', max: 100 })).toBe('Lista może mieć najwyżej 100 elementów.');
    expect(problemMessage('list', { code: 'tooMany', max: 3 })).toBe('Lista może mieć najwyżej 3 elementy.');
  });

  it('keeps template tokens as written in another language', () => {
    speak('de');
    expect(problemMessage('template', { code: 'unknownToken', token: 'foo', at: 12 })).toBe(
      'Die Vorlage hat bei Zeichen 12 einen unbekannten Platzhalter {{foo}}.',
    );
  });
});
