import { t } from '@/utils/i18n/messages';
import { useRef, useState } from 'react';
import { describeRule, emptyDraft, ruleToDraft, type RuleDraft } from '@/utils/rules/rule-draft';
import type { Rule, SetAside } from '@/utils/rules/rule-schema';
import type { OptionsActions } from '@/utils/ui/options-actions';
import { RuleEditor } from './RuleEditor';
import { SectionMessages } from './SectionMessages';

type RuleActions = Pick<OptionsActions, 'saveRule' | 'deleteRule' | 'moveRule'>;

interface RulesSectionProps {
  rules: Rule[];
  setAside: SetAside[];
  actions: RuleActions;
  /** A new rule's start, from a report row ("Always fill this field with…"). */
  requested?: Partial<RuleDraft> | null;
}

/**
 * The user's field rules, in the order they are tried, each with Edit,
 * Move up/down and Delete; one editor at a time. Focus returns to the
 * rule's row (or the Add button) when the editor closes.
 */
export function RulesSection({ rules, setAside, actions, requested }: RulesSectionProps) {
  const [editing, setEditing] = useState<RuleDraft | null>(() => (requested ? emptyDraft(requested) : null));
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  async function run(change: Promise<{ ok: true } | { ok: false; error: string }>, done: string) {
    const result = await change;
    setError(result.ok ? '' : result.error);
    setMessage(result.ok ? done : '');
    return result.ok;
  }

  function close() {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  return (
    <section id="rules" aria-labelledby="rules-title" className="settings-section">
      <h2 id="rules-title">{t('sectionRules')}</h2>
      <p className="setting__help">{t('rulesIntro')}</p>
      <SectionMessages error={error} message={message} />
      {setAside.length > 0 && (
        <div role="alert" className="options__error">
          <p>{t('rulesSetAside')}</p>
          <ul>
            {setAside.map((item) => (
              <li key={item.where}>
                {item.where}: {item.problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      {rules.length === 0 ? (
        <p>{t('rulesNone')}</p>
      ) : (
        <ol className="rule-list" aria-label={t('rulesListLabel')}>
          {rules.map((rule, position) => (
            <li key={rule.id} className="rule-list__item">
              <div>
                <strong>{rule.name}</strong>
                {!rule.enabled && ` ${t('rulesOff')}`}
                <div className="setting__help">{describeRule(rule)}</div>
              </div>
              <div className="rule-list__buttons">
                <button
                  type="button"
                  onClick={() => setEditing(ruleToDraft(rule))}
                  aria-label={t('rulesEditLabel', rule.name)}
                >
                  {t('buttonEdit')}
                </button>
                <button
                  type="button"
                  disabled={position === 0}
                  onClick={() => run(actions.moveRule(rule.id, -1), t('rulesMovedUp', rule.name))}
                  aria-label={t('rulesMoveUpLabel', rule.name)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={position === rules.length - 1}
                  onClick={() => run(actions.moveRule(rule.id, 1), t('rulesMovedDown', rule.name))}
                  aria-label={t('rulesMoveDownLabel', rule.name)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => run(actions.deleteRule(rule.id), t('rulesDeleted', rule.name))}
                  aria-label={t('rulesDeleteLabel', rule.name)}
                >
                  {t('buttonDelete')}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {editing ? (
        <RuleEditor
          key={editing.id}
          draft={editing}
          isNew={!rules.some((rule) => rule.id === editing.id)}
          onCancel={close}
          onSave={async (rule) => {
            const result = await actions.saveRule(rule);
            if (!result.ok) return result.error;
            setMessage(t('rulesSaved', rule.name));
            setError('');
            close();
            return undefined;
          }}
        />
      ) : (
        <button ref={addButton} type="button" onClick={() => setEditing(emptyDraft())}>
          {t('rulesAdd')}
        </button>
      )}
    </section>
  );
}
