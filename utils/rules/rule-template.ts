import type { Faker } from '@faker-js/faker';
import { isFieldKind, type FieldKind } from '../fields/field-kinds';

/**
 * A rule's template, such as `{{person.firstName}}.{{number.int 1 99}}@qa.example`,
 * read into data: text and tokens. Tokens are the vocabulary's field kinds
 * (the fill's persona, so `{{person.firstName}}` is the first-name field's
 * name), the fill's `{{seed}}`, and the few faker methods of FAKER_TOKENS with
 * whole-number arguments. Nothing in a template is ever run as code or looked
 * up on an object: kinds are checked against the list, methods found in a Map.
 */
export type TemplatePart =
  { text: string } | { kind: FieldKind } | { seed: true } | { method: FakerToken; args: number[] };

export const TEMPLATE_LIMITS = { length: 1_000, tokens: 50 } as const;

type FakerCall = (faker: Faker, args: number[]) => string;

interface FakerTokenSpec {
  /** How many whole-number arguments it takes, and their bounds. */
  args: Array<{ name: string; min: number; max: number }>;
  call: FakerCall;
}

const LENGTH = { name: 'length', min: 1, max: 100 };
const INT_BOUND = 1e12;

/** The faker methods a template may call, with what their arguments mean (README, "Rules and profiles"). */
const FAKER_TOKENS = new Map<string, FakerTokenSpec>([
  [
    'number.int',
    {
      args: [
        { name: 'min', min: -INT_BOUND, max: INT_BOUND },
        { name: 'max', min: -INT_BOUND, max: INT_BOUND },
      ],
      call: (faker, [min, max]) => String(faker.number.int({ min: Math.min(min!, max!), max: Math.max(min!, max!) })),
    },
  ],
  ['string.numeric', { args: [LENGTH], call: (faker, [length]) => faker.string.numeric(length!) }],
  ['string.alpha', { args: [LENGTH], call: (faker, [length]) => faker.string.alpha(length!) }],
  ['string.alphanumeric', { args: [LENGTH], call: (faker, [length]) => faker.string.alphanumeric(length!) }],
  ['string.uuid', { args: [], call: (faker) => faker.string.uuid() }],
]);

export type FakerToken = string & { readonly __token: unique symbol };

/** The faker methods a template may name, for the editor's help and the docs. */
export const TEMPLATE_METHODS: ReadonlyArray<{ name: string; args: string[] }> = [...FAKER_TOKENS].map(
  ([name, spec]) => ({ name, args: spec.args.map((arg) => arg.name) }),
);

/** What is wrong in a template, and where (`at` counts from 1, as the user reads): the editor words it in the UI language. */
export type TemplateProblem = { at: number } & (
  | { code: 'tooLong'; max: number }
  | { code: 'unclosed' }
  | { code: 'nested' }
  | { code: 'tooManyTokens'; max: number }
  | { code: 'emptyToken' }
  | { code: 'noArguments'; token: string }
  | { code: 'argumentCount'; token: string; count: number }
  | { code: 'notWholeNumber'; token: string; arg: string }
  | { code: 'outOfRange'; token: string; arg: string; min: number; max: number }
  | { code: 'unknownToken'; token: string }
);

/**
 * A template problem in English, for diagnostics that name JSON paths (import
 * files, stored rules set aside, dataset schemas, the command line).
 * @example templateProblemText({ code: 'unclosed', at: 3 }) // '“{{” is never closed by “}}” at character 3'
 */
export function templateProblemText(problem: TemplateProblem): string {
  return `${whatIsWrong(problem)} at character ${problem.at}`;
}

function whatIsWrong(problem: TemplateProblem): string {
  switch (problem.code) {
    case 'tooLong':
      return `a template may have at most ${problem.max} characters`;
    case 'unclosed':
      return '“{{” is never closed by “}}”';
    case 'nested':
      return 'a token cannot hold another token';
    case 'tooManyTokens':
      return `a template may have at most ${problem.max} tokens`;
    case 'emptyToken':
      return 'empty token';
    case 'noArguments':
      return `“${problem.token}” takes no arguments`;
    case 'argumentCount':
      return `“${problem.token}” takes ${problem.count} ${problem.count === 1 ? 'number' : 'numbers'}`;
    case 'notWholeNumber':
      return `“${problem.token}” takes whole numbers, not “${problem.arg}”`;
    case 'outOfRange':
      return `“${problem.token}” takes a ${problem.arg} from ${problem.min} to ${problem.max}`;
    case 'unknownToken':
      return `unknown token “${problem.token}”`;
  }
}

export class TemplateError extends Error {
  constructor(readonly problem: TemplateProblem) {
    super(templateProblemText(problem));
  }
}

/**
 * Reads a template into parts, or throws a TemplateError naming what is
 * wrong and where.
 * @example parseTemplate('ORD-{{string.numeric 6}}') // [{ text: 'ORD-' }, { method: 'string.numeric', args: [6] }]
 * @example parseTemplate('{{constructor}}')          // throws 'unknown token “constructor” at character 3'
 */
export function parseTemplate(template: string): TemplatePart[] {
  if (template.length > TEMPLATE_LIMITS.length)
    throw new TemplateError({ code: 'tooLong', max: TEMPLATE_LIMITS.length, at: TEMPLATE_LIMITS.length + 1 });
  const parts: TemplatePart[] = [];
  let tokens = 0;
  let at = 0;
  while (at < template.length) {
    const open = template.indexOf('{{', at);
    if (open === -1) {
      parts.push({ text: template.slice(at) });
      break;
    }
    if (open > at) parts.push({ text: template.slice(at, open) });
    const close = template.indexOf('}}', open + 2);
    if (close === -1) throw new TemplateError({ code: 'unclosed', at: open + 1 });
    const nested = template.indexOf('{{', open + 2);
    if (nested !== -1 && nested < close) throw new TemplateError({ code: 'nested', at: nested + 1 });
    if (++tokens > TEMPLATE_LIMITS.tokens)
      throw new TemplateError({ code: 'tooManyTokens', max: TEMPLATE_LIMITS.tokens, at: open + 1 });
    parts.push(parseToken(template.slice(open + 2, close), open + 2));
    at = close + 2;
  }
  return parts;
}

function parseToken(body: string, start: number): TemplatePart {
  const words = body.trim().split(/\s+/);
  const name = words[0] ?? '';
  const at = start + body.indexOf(name) + 1;
  if (name === '') throw new TemplateError({ code: 'emptyToken', at: start + 1 });
  const args = words.slice(1);
  // `number.int` is a kind too: bare, it is the kind's value; with numbers, faker's method.
  if (name === 'seed' || (isFieldKind(name) && !(args.length && FAKER_TOKENS.has(name)))) {
    if (args.length) throw new TemplateError({ code: 'noArguments', token: name, at });
    return name === 'seed' ? { seed: true } : { kind: name };
  }
  const spec = FAKER_TOKENS.get(name);
  if (!spec) throw new TemplateError({ code: 'unknownToken', token: name.slice(0, 40), at });
  if (args.length !== spec.args.length)
    throw new TemplateError({ code: 'argumentCount', token: name, count: spec.args.length, at });
  const numbers = args.map((arg, i) => {
    const bound = spec.args[i]!;
    if (!/^-?\d{1,13}$/.test(arg))
      throw new TemplateError({ code: 'notWholeNumber', token: name, arg: arg.slice(0, 20), at });
    const value = Number(arg);
    if (value < bound.min || value > bound.max)
      throw new TemplateError({ code: 'outOfRange', token: name, arg: bound.name, min: bound.min, max: bound.max, at });
    return value;
  });
  return { method: name as FakerToken, args: numbers };
}

/**
 * Why a template cannot be used, if it cannot (the rule schema's check).
 * @example templateProblem('{{person.firstName}') // { code: 'unclosed', at: 1 }
 */
export function templateProblem(template: string): TemplateProblem | undefined {
  try {
    parseTemplate(template);
    return undefined;
  } catch (error) {
    if (error instanceof TemplateError) return error.problem;
    throw error;
  }
}

export interface RenderContext {
  faker: Faker;
  seed: number;
  /** A kind's value, as the fill makes it for this field (the persona's). */
  kindValue(kind: FieldKind): string;
}

/**
 * Renders parsed parts with the fill's faker and persona, cut at `maxLength`.
 * @example renderTemplate(parseTemplate('{{person.firstName}}+{{seed}}'), context) // 'Ada+123456'
 */
export function renderTemplate(parts: TemplatePart[], context: RenderContext, maxLength = 10_000): string {
  let out = '';
  for (const part of parts) {
    if ('text' in part) out += part.text;
    else if ('kind' in part) out += context.kindValue(part.kind);
    else if ('seed' in part) out += String(context.seed);
    else out += FAKER_TOKENS.get(part.method)!.call(context.faker, part.args);
    if (out.length >= maxLength) return out.slice(0, maxLength);
  }
  return out;
}
