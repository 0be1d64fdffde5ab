import type { Shortcut } from '@/utils/ui/options-actions';
import { t } from '@/utils/i18n/messages';

/** The shortcuts as the browser has them bound, and where to change them. */
export function KeyboardShortcuts({ shortcuts }: { shortcuts: Shortcut[] }) {
  return (
    <section id="shortcuts" aria-labelledby="shortcuts-title" className="settings-section">
      <h2 id="shortcuts-title">{t('sectionShortcuts')}</h2>
      <table className="shortcuts">
        <tbody>
          {shortcuts.map(({ description, shortcut }) => (
            <tr key={description}>
              <th scope="row">{description}</th>
              <td>{shortcut ? <kbd>{shortcut}</kbd> : <span className="muted">{t('shortcutNotSet')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="setting__help">{t('shortcutsHelp', 'chrome://extensions/shortcuts')}</p>
    </section>
  );
}
