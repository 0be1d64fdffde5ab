import { describe, expect, it } from 'vitest';
import {
  parseTemplate,
  renderTemplate,
  templateProblem,
  templateProblemText,
  TemplateError,
  TEMPLATE_LIMITS,
} from '@/utils/rules/rule-template';
import { createFaker } from '@/utils/values/create-faker';

/** The English diagnostic an import file or a dataset schema shows. */
const englishProblem = (template: string) => {
  const problem = templateProblem(template);
  return problem && templateProblemText(problem);
};
const context = (seed = 1) => ({ faker: createFaker('en', seed), seed, kindValue: (kind: string) => `<${kind}>` });

describe('parseTemplate', () => {
  it.each([
    ['plain text', 'qa@example.test', [{ text: 'qa@example.test' }]],
    [
      'a kind and a method',
      '{{person.firstName}}.{{number.int 1 99}}@qa.example',
      [{ kind: 'person.firstName' }, { text: '.' }, { method: 'number.int', args: [1, 99] }, { text: '@qa.example' }],
    ],
    ['a method with a length', 'ORD-{{string.numeric 6}}', [{ text: 'ORD-' }, { method: 'string.numeric', args: [6] }]],
    ['spaces inside the braces', '{{  seed  }}', [{ seed: true }]],
    ['a lone closing brace pair is text', 'a}}b', [{ text: 'a}}b' }]],
    ['negative numbers', '{{number.int -5 5}}', [{ method: 'number.int', args: [-5, 5] }]],
  ])('%s', (_, template, parts) => {
    expect(parseTemplate(template)).toEqual(parts);
  });

  it.each([
    ['an unknown token', 'x{{faker.helpers.fake}}', 'unknown token “faker.helpers.fake” at character 4'],
    ['constructor', '{{constructor}}', 'unknown token “constructor” at character 3'],
    ['__proto__', '{{__proto__}}', 'unknown token “__proto__” at character 3'],
    ['toString, a name every object has', '{{toString}}', 'unknown token “toString” at character 3'],
    ['a prototype path', '{{person.constructor}}', 'unknown token “person.constructor” at character 3'],
    ['an unclosed token', 'ab{{person.firstName', '“{{” is never closed by “}}” at character 3'],
    ['nesting', '{{number.int {{seed}} 3}}', 'a token cannot hold another token at character 14'],
    ['an empty token', 'a{{ }}', 'empty token at character 4'],
    ['arguments to a kind', '{{person.firstName 3}}', '“person.firstName” takes no arguments at character 3'],
    ['too few arguments', '{{number.int 1}}', '“number.int” takes 2 numbers at character 3'],
    [
      'code as an argument',
      '{{string.numeric this.constructor}}',
      '“string.numeric” takes whole numbers, not “this.constructor” at character 3',
    ],
    ['a huge repeat', '{{string.alpha 99999999}}', '“string.alpha” takes a length from 1 to 100 at character 3'],
  ])('refuses %s, saying where', (_, template, message) => {
    expect(() => parseTemplate(template)).toThrow(TemplateError);
    expect(() => parseTemplate(template)).toThrow(message);
    expect(englishProblem(template)).toBe(message);
  });

  it.each([
    ['x{{faker.helpers.fake}}', { code: 'unknownToken', token: 'faker.helpers.fake', at: 4 }],
    ['ab{{person.firstName', { code: 'unclosed', at: 3 }],
    ['a{{ }}', { code: 'emptyToken', at: 4 }],
    ['{{number.int 1}}', { code: 'argumentCount', token: 'number.int', count: 2, at: 3 }],
    [
      '{{string.alpha 99999999}}',
      { code: 'outOfRange', token: 'string.alpha', arg: 'length', min: 1, max: 100, at: 3 },
    ],
    ['{{string.numeric x}}', { code: 'notWholeNumber', token: 'string.numeric', arg: 'x', at: 3 }],
    ['{{person.firstName 3}}', { code: 'noArguments', token: 'person.firstName', at: 3 }],
  ])('names the problem in %s as data, for the editor to word', (template, problem) => {
    expect(templateProblem(template)).toEqual(problem);
  });

  it('refuses deep nesting at once, without recursion', () => {
    const deep = '{{'.repeat(200) + 'seed' + '}}'.repeat(200);
    expect(englishProblem(deep)).toBe('a token cannot hold another token at character 3');
  });

  it('caps the number of tokens and the length', () => {
    expect(templateProblem('{{seed}}'.repeat(TEMPLATE_LIMITS.tokens))).toBeUndefined();
    expect(englishProblem('{{seed}}'.repeat(TEMPLATE_LIMITS.tokens + 1))).toBe(
      `a template may have at most ${TEMPLATE_LIMITS.tokens} tokens at character ${TEMPLATE_LIMITS.tokens * 8 + 1}`,
    );
    expect(templateProblem('x'.repeat(TEMPLATE_LIMITS.length + 1))).toEqual({ code: 'tooLong', max: 1000, at: 1001 });
    expect(englishProblem('x'.repeat(TEMPLATE_LIMITS.length + 1))).toMatch(/at most 1000 characters/);
  });
});

describe('renderTemplate', () => {
  it('asks the fill for kinds and the seed, and calls only the listed methods', () => {
    const text = renderTemplate(
      parseTemplate('{{person.firstName}}+{{seed}}-{{string.numeric 6}}-{{string.alpha 3}}'),
      context(42),
    );
    expect(text).toMatch(/^<person\.firstName>\+42-\d{6}-[a-zA-Z]{3}$/);
  });

  it('is the same for the same seed, and differs for another', () => {
    const parts = parseTemplate('ORD-{{string.numeric 8}}-{{number.int 1 1000000}}');
    expect(renderTemplate(parts, context(7))).toBe(renderTemplate(parts, context(7)));
    expect(renderTemplate(parts, context(7))).not.toBe(renderTemplate(parts, context(8)));
  });

  it('keeps number.int within its bounds, either way round', () => {
    for (let seed = 1; seed < 30; seed++) {
      const value = Number(renderTemplate(parseTemplate('{{number.int 9 3}}'), context(seed)));
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
    }
  });

  it('cuts a long result at the cap', () => {
    expect(renderTemplate(parseTemplate('{{string.alpha 100}}'.repeat(50)), context(), 120)).toHaveLength(120);
  });
});
