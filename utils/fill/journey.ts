import type { CollectResult } from '../page-contract/page-filler-api';
import type { FakerLocale } from '../values/faker-locales';
import type { FillReport } from './fill-report';
import { scopeFields, type FillScope } from './fill-scope';

/**
 * The person a tab's fills follow through the steps of one site (a sign-up
 * in three pages, a checkout a single-page app renders step by step), and
 * the forms already filled with them. The rule (README, "One person through
 * a journey"): a fill on the same site continues with the same person
 * (the same seed, locale and day) as long as the form it fills is one this
 * person has not filled yet, or one it is completing ("Fill empty fields
 * only" on a form that holds values); filling a form again starts a new
 * person, so ten sign-ups make ten people. Another site, "New person" in
 * the popup, or closing the tab ends it.
 */
export interface Journey {
  /** The host of the page where the person was made (`shop.example`, `localhost:3000`): another site starts a new person. */
  site: string;
  seed: number;
  locale: FakerLocale;
  /** `YYYY-MM-DD`: the day the person's dates count from. */
  refDate: string;
  /** The forms this person filled (formSignature), newest last. */
  forms: string[];
  /** What the popup shows of the person. */
  name: string;
  email: string;
}

/** How many forms a journey remembers: a long session keeps its newest. */
export const JOURNEY_FORMS = 50;

/**
 * Names the form a fill covers, from what the top frame says of its fields
 * at once (every field of a page under 1,000): their kind of control and
 * name, and the frames the page embeds. The same form loaded again has the
 * same signature; the next step of a flow has another. Eight hex digits.
 * @example formSignature(collect, 'page') // '5f1c09ad'
 */
export function formSignature(top: CollectResult, scope: FillScope): string {
  const { fields } = scopeFields(top.fields, scope, top.activeIndex, top.nearIndex);
  const parts = fields.map((field) => `${field.tag}:${field.type}:${field.name || field.id || field.label}`);
  return fnv1a([...parts, ...top.frameUrls.map((url) => `frame:${pathOf(url)}`)].join('\n'));
}

/**
 * Whether a fill of the form `signature` on the page at `url` goes on with
 * the journey's person: a form they have not filled, or, when `completing`
 * (filling only the empty fields of a form that holds values), one they have.
 * @example continuesJourney({ site: 'shop.example', forms: ['5f1c09ad'], ... }, 'https://shop.example/pay', '0b2e77c1') // true
 */
export function continuesJourney(
  journey: Journey | undefined,
  url: string,
  signature: string,
  completing = false,
): journey is Journey {
  return journey !== undefined && journey.site === siteOf(url) && (completing || !journey.forms.includes(signature));
}

/**
 * Whether any field a fill of this scope covers already holds a value (text,
 * a choice, a tick), as far as the top frame's first answer tells.
 */
export function formStarted(top: CollectResult, scope: FillScope): boolean {
  const { fields } = scopeFields(top.fields, scope, top.activeIndex, top.nearIndex);
  return fields.some((field) =>
    field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value.trim() !== '',
  );
}

/**
 * The tab's journey after a fill that `report` tells of: the same person
 * with one more form, or a new person whose first form it is.
 */
export function nextJourney(previous: Journey | undefined, report: FillReport): Journey | undefined {
  if (!report.form || !report.person || !report.refDate) return previous;
  const site = siteOf(report.url);
  const same = previous?.site === site && previous.seed === report.seed && previous.locale === report.locale;
  return {
    site,
    seed: report.seed,
    locale: report.locale as FakerLocale,
    refDate: report.refDate,
    forms: [...(same ? previous.forms.filter((form) => form !== report.form) : []), report.form].slice(-JOURNEY_FORMS),
    name: report.person.name,
    email: report.person.email,
  };
}

/** A page's site as a journey knows it: its host, port included; '' for an address without one. */
export function siteOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

function pathOf(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return host + pathname;
  } catch {
    return url;
  }
}

/** 32-bit FNV-1a of the text's UTF-16 units, as 8 hex digits: short, stable, and enough to tell a tab's forms apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
