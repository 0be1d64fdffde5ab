import { useEffect, useId, useRef, useState } from 'react';
import { FIELD_KINDS, type FieldKind } from '@/utils/fields/field-kinds';
import { draftToRule, type RuleDraft } from '@/utils/rules/rule-draft';
import type { Rule } from '@/utils/rules/rule-schema';
import { TEMPLATE_METHODS } from '@/utils/rules/rule-template';

interface RuleEditorProps {
  draft: RuleDraft;
  /** Not stored yet: a new rule, perhaps prefilled from a report row. */
  isNew: boolean;
  /** Resolves to an error message when the save was refused (a quota), or undefined when it was saved. */
  onSave(rule: Rule): Promise<string | undefined>;
  onCancel(): void;
}

const VALUE_TYPES: Array<{ type: RuleDraft['valueType']; label: string }> = [
  { type: 'text', label: 'Fixed text' },
  { type: 'list', label: 'One of a list' },
  { type: 'template', label: 'Template' },
  { type: 'kind', label: 'A kind of value' },
  { type: 'pattern', label: 'Regular expression' },
  { type: 'empty', label: 'Leave empty' },
];

const TEMPLATE_HELP = `Text with tokens: any kind, such as {{person.firstName}}; {{seed}}; ${TEMPLATE_METHODS.map(({ name, args }) => `{{${[name, ...args].join(' ')}}}`).join(', ')}.`;

/**
 * One rule's form: which fields it matches and what they get. A problem is
 * shown beside its input, which takes focus, and nothing is saved until
 * every input is valid.
 */
export function RuleEditor({ draft: initial, isNew, onSave, onCancel }: RuleEditorProps) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<{ field: keyof RuleDraft; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  useEffect(() => {
    if (problem) form.current?.querySelector<HTMLElement>(`[data-field="${problem.field}"]`)?.focus();
  }, [problem]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const made = draftToRule(draft);
    if ('problem' in made) {
      setProblem({ field: made.field, text: made.problem });
      return;
    }
    setSaving(true);
    const refused = await onSave(made.rule);
    setSaving(false);
    setProblem(refused ? { field: 'name', text: refused } : null);
  }

  const field = (key: keyof RuleDraft, label: string, help?: string, multiline = false) => {
    const inputId = `${id}-${key}`;
    const wrong = problem?.field === key;
    const described = [help && `${inputId}-help`, wrong && `${inputId}-problem`].filter(Boolean).join(' ') || undefined;
    const common = { id: inputId, 'data-field': key, value: String(draft[key]), 'aria-invalid': wrong || undefined, 'aria-describedby': described };
    return (
      <div className="setting">
        <label htmlFor={inputId}>{label}</label>
        {multiline ? <textarea {...common} rows={4} onChange={(event) => set(key, event.target.value as never)} /> : <input {...common} type="text" onChange={(event) => set(key, event.target.value as never)} />}
        {help && <p id={`${inputId}-help`} className="setting__help">{help}</p>}
        {wrong && <p id={`${inputId}-problem`} className="options__error" role="alert">{problem.text}</p>}
      </div>
    );
  };

  return (
    <form ref={form} className="rule-editor" aria-label={isNew ? 'New rule' : `Edit rule ${initial.name}`} onSubmit={submit} noValidate>
      {field('name', 'Rule name', 'Shown in the fill report when the rule decides a field.')}
      <fieldset>
        <legend>Fields it matches (every criterion you give)</legend>
        <div className="setting">
          <label htmlFor={`${id}-kind`}>Kind Understudy found</label>
          <select id={`${id}-kind`} data-field="kind" value={draft.kind} onChange={(event) => set('kind', event.target.value as FieldKind | '')}>
            <option value="">Any kind</option>
            {FIELD_KINDS.map((kind) => <option key={kind} value={kind}>{kind}</option>)}
          </select>
        </div>
        {field('words', 'Words in its label, name, id or placeholder', 'Separate with commas; every word must be there.')}
        {field('regex', 'Or a regular expression over those texts')}
        {field('selector', 'CSS selector', 'For example #coupon or input[name="promo"].')}
        {field('inputType', 'Input type', 'For example email, tel or password.')}
        {field('sites', 'Only on these sites', 'Host patterns, such as *.staging.example.com or localhost:3000. Empty: every site.')}
      </fieldset>
      <fieldset>
        <legend>What it gets</legend>
        <div role="radiogroup" aria-label="Value" className="rule-editor__types">
          {VALUE_TYPES.map(({ type, label }) => (
            <label key={type}>
              <input type="radio" name={`${id}-type`} value={type} checked={draft.valueType === type} onChange={() => set('valueType', type)} /> {label}
            </label>
          ))}
        </div>
        {draft.valueType === 'text' && field('text', 'Text')}
        {draft.valueType === 'list' && field('list', 'List', 'One item a line; each fill picks one (Replay picks the same).', true)}
        {draft.valueType === 'template' && field('template', 'Template', TEMPLATE_HELP)}
        {draft.valueType === 'pattern' && field('pattern', 'Regular expression', 'A value is made that matches it, for example [A-Z]{3}-\\d{4}.')}
        {draft.valueType === 'kind' && (
          <div className="setting">
            <label htmlFor={`${id}-value-kind`}>Kind</label>
            <select id={`${id}-value-kind`} value={draft.valueKind} onChange={(event) => set('valueKind', event.target.value as FieldKind)}>
              {FIELD_KINDS.map((kind) => <option key={kind} value={kind}>{kind}</option>)}
            </select>
          </div>
        )}
        {(draft.valueType === 'text' || draft.valueType === 'list') && (
          <div className="setting setting--toggle">
            <input id={`${id}-insert`} type="checkbox" checked={draft.showInInsert} onChange={(event) => set('showInInsert', event.target.checked)} />
            <label htmlFor={`${id}-insert`}>Show in the context menu’s Insert ▸</label>
          </div>
        )}
      </fieldset>
      <div className="setting setting--toggle">
        <input id={`${id}-enabled`} type="checkbox" checked={draft.enabled} onChange={(event) => set('enabled', event.target.checked)} />
        <label htmlFor={`${id}-enabled`}>Rule is on</label>
      </div>
      <div className="rule-editor__buttons">
        <button type="submit" disabled={saving}>Save rule</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
