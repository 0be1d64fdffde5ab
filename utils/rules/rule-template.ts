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
  | { text: string }
  | { kind: FieldKind }
  | { seed: true }
  | { method: FakerToken; args: number[] };

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
      args: [{ name: 'min', min: -INT_BOUND, max: INT_BOUND }, { name: 'max', min: -INT_BOUND, max: INT_BOUND }],
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
export const TEMPLATE_METHODS: ReadonlyArray<{ name: string; args: string[] }> = [...FAKER_TOKENS].map(([name, spec]) => ({ name, args: spec.args.map((arg) => arg.name) }));

export class TemplateError extends Error {
  constructor(
    message: string,
    /** Where in the template, counting from 0. */
    readonly position: number,
  ) {
    super(`${message} at character ${position + 1}`);
  }
}

/**
 * Reads a template into parts, or throws a TemplateError naming what is
 * wrong and where.
 * @example parseTemplate('ORD-{{string.numeric 6}}') // [{ text: 'ORD-' }, { method: 'string.numeric', args: [6] }]
 * @example parseTemplate('{{constructor}}')          // throws 'unknown token “constructor” at character 3'
 */
export function parseTemplate(template: string): TemplatePart[] {
  if (template.length > TEMPLATE_LIMITS.length) throw new TemplateError(`a template may have at most ${TEMPLATE_LIMITS.length} characters`, TEMPLATE_LIMITS.length);
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
    if (close === -1) throw new TemplateError('“{{” is never closed by “}}”', open);
    const nested = template.indexOf('{{', open + 2);
    if (nested !== -1 && nested < close) throw new TemplateError('a token cannot hold another token', nested);
    if (++tokens > TEMPLATE_LIMITS.tokens) throw new TemplateError(`a template may have at most ${TEMPLATE_LIMITS.tokens} tokens`, open);
    parts.push(parseToken(template.slice(open + 2, close), open + 2));
    at = close + 2;
  }
  return parts;
}

function parseToken(body: string, start: number): TemplatePart {
  const words = body.trim().split(/\s+/);
  const name = words[0] ?? '';
  const nameAt = start + body.indexOf(name);
  if (name === '') throw new TemplateError('empty token', start);
  const args = words.slice(1);
  // `number.int` is a kind too: bare, it is the kind's value; with numbers, faker's method.
  if (name === 'seed' || (isFieldKind(name) && !(args.length && FAKER_TOKENS.has(name)))) {
    if (args.length) throw new TemplateError(`“${name}” takes no arguments`, nameAt);
    return name === 'seed' ? { seed: true } : { kind: name };
  }
  const spec = FAKER_TOKENS.get(name);
  if (!spec) throw new TemplateError(`unknown token “${name.slice(0, 40)}”`, nameAt);
  if (args.length !== spec.args.length) throw new TemplateError(`“${name}” takes ${spec.args.length} ${spec.args.length === 1 ? 'number' : 'numbers'}`, nameAt);
  const numbers = args.map((arg, i) => {
    const bound = spec.args[i]!;
    if (!/^-?\d{1,13}$/.test(arg)) throw new TemplateError(`“${name}” takes whole numbers, not “${arg.slice(0, 20)}”`, nameAt);
    const value = Number(arg);
    if (value < bound.min || value > bound.max) throw new TemplateError(`“${name}” takes a ${bound.name} from ${bound.min} to ${bound.max}`, nameAt);
    return value;
  });
  return { method: name as FakerToken, args: numbers };
}

/**
 * Why a template cannot be used, if it cannot (the rule schema's check).
 * @example templateProblem('{{person.firstName}') // '“{{” is never closed by “}}” at character 1'
 */
export function templateProblem(template: string): string | undefined {
  try {
    parseTemplate(template);
    return undefined;
  } catch (error) {
    return error instanceof TemplateError ? error.message : 'is not a valid template';
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
