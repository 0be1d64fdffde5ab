import { useEffect, useId, useRef, useState } from 'react';
import { t, type MessageKey } from '@/utils/i18n/messages';
import { FIELD_KINDS, type FieldKind } from '@/utils/fields/field-kinds';
import { draftToRule, type RuleDraft } from '@/utils/rules/rule-draft';
import { problemMessage } from '@/utils/rules/problem-message';
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

const VALUE_TYPES: Array<{ type: RuleDraft['valueType']; label: MessageKey }> = [
  { type: 'text', label: 'ruleValueText' },
  { type: 'list', label: 'ruleValueList' },
  { type: 'template', label: 'ruleValueTemplate' },
  { type: 'kind', label: 'ruleValueKind' },
  { type: 'pattern', label: 'ruleValuePattern' },
  { type: 'empty', label: 'ruleValueEmpty' },
];

/** Which fills use a list: every fill, or only "Fill with edge cases" or "Fill with invalid values" (utils/rules/edge-lists.ts). */
const LIST_USES: Array<{ use: RuleDraft['edgeCases']; label: MessageKey }> = [
  { use: '', label: 'ruleListEveryFill' },
  { use: 'valid', label: 'ruleListAsEdgeCases' },
  { use: 'invalid', label: 'ruleListAsInvalid' },
];

const TEMPLATE_METHOD_LIST = TEMPLATE_METHODS.map(({ name, args }) => `{{${[name, ...args].join(' ')}}}`).join(', ');

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
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

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
      setProblem({ field: made.field, text: problemMessage(made.field, made.problem) });
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
    const common = {
      id: inputId,
      'data-field': key,
      value: String(draft[key]),
      'aria-invalid': wrong || undefined,
      'aria-describedby': described,
    };
    return (
      <div className="setting">
        <label htmlFor={inputId}>{label}</label>
        {multiline ? (
          <textarea {...common} rows={4} onChange={(event) => set(key, event.target.value as never)} />
        ) : (
          <input {...common} type="text" onChange={(event) => set(key, event.target.value as never)} />
        )}
        {help && (
          <p id={`${inputId}-help`} className="setting__help">
            {help}
          </p>
        )}
        {wrong && (
          <p id={`${inputId}-problem`} className="options__error" role="alert">
            {problem.text}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={form}
      className="rule-editor"
      aria-label={isNew ? t('ruleEditorNew') : t('ruleEditorEdit', initial.name)}
      onSubmit={submit}
      noValidate
    >
      {field('name', t('ruleName'), t('ruleNameHelp'))}
      <fieldset>
        <legend>{t('ruleMatchLegend')}</legend>
        <div className="setting">
          <label htmlFor={`${id}-kind`}>{t('ruleKindFound')}</label>
          <select
            id={`${id}-kind`}
            data-field="kind"
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as FieldKind | '')}
          >
            <option value="">{t('ruleAnyKind')}</option>
            {FIELD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </div>
        {field('words', t('ruleWords'), t('ruleWordsHelp'))}
        {field('regex', t('ruleRegex'))}
        {field('selector', t('ruleSelector'), t('ruleSelectorHelp'))}
        {field('inputType', t('ruleInputType'), t('ruleInputTypeHelp'))}
        {field('sites', t('ruleSites'), t('ruleSitesHelp'))}
      </fieldset>
      <fieldset>
        <legend>{t('ruleValueLegend')}</legend>
        <div role="radiogroup" aria-label={t('ruleValueLabel')} className="rule-editor__types">
          {VALUE_TYPES.map(({ type, label }) => (
            <label key={type}>
              <input
                type="radio"
                name={`${id}-type`}
                value={type}
                checked={draft.valueType === type}
                onChange={() => set('valueType', type)}
              />{' '}
              {t(label)}
            </label>
          ))}
        </div>
        {draft.valueType === 'text' && field('text', t('ruleText'))}
        {draft.valueType === 'list' && field('list', t('ruleList'), t('ruleListHelp'), true)}
        {draft.valueType === 'list' && (
          <div className="setting">
            <label htmlFor={`${id}-edge-cases`}>{t('ruleListUse')}</label>
            <select
              id={`${id}-edge-cases`}
              data-field="edgeCases"
              value={draft.edgeCases}
              aria-describedby={`${id}-edge-cases-help`}
              onChange={(event) => set('edgeCases', event.target.value as RuleDraft['edgeCases'])}
            >
              {LIST_USES.map(({ use, label }) => (
                <option key={use} value={use}>
                  {t(label)}
                </option>
              ))}
            </select>
            <p id={`${id}-edge-cases-help`} className="setting__help">
              {t('ruleListUseHelp')}
            </p>
          </div>
        )}
        {draft.valueType === 'template' &&
          field('template', t('ruleValueTemplate'), t('ruleTemplateHelp', TEMPLATE_METHOD_LIST))}
        {draft.valueType === 'pattern' && field('pattern', t('ruleValuePattern'), t('rulePatternHelp'))}
        {draft.valueType === 'kind' && (
          <div className="setting">
            <label htmlFor={`${id}-value-kind`}>{t('ruleKind')}</label>
            <select
              id={`${id}-value-kind`}
              value={draft.valueKind}
              onChange={(event) => set('valueKind', event.target.value as FieldKind)}
            >
              {FIELD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind}
                </option>
              ))}
            </select>
          </div>
        )}
        {(draft.valueType === 'text' || (draft.valueType === 'list' && !draft.edgeCases)) && (
          <div className="setting setting--toggle">
            <input
              id={`${id}-insert`}
              type="checkbox"
              checked={draft.showInInsert}
              onChange={(event) => set('showInInsert', event.target.checked)}
            />
            <label htmlFor={`${id}-insert`}>{t('ruleShowInInsert')}</label>
          </div>
        )}
      </fieldset>
      <div className="setting setting--toggle">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => set('enabled', event.target.checked)}
        />
        <label htmlFor={`${id}-enabled`}>{t('ruleEnabled')}</label>
      </div>
      <div className="rule-editor__buttons">
        <button type="submit" disabled={saving}>
          {t('ruleSave')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('buttonCancel')}
        </button>
      </div>
    </form>
  );
}
