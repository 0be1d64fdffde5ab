import type { Shortcut } from '@/utils/ui/options-actions';

/** The shortcuts as the browser has them bound, and where to change them. */
export function KeyboardShortcuts({ shortcuts }: { shortcuts: Shortcut[] }) {
  return (
    <section id="shortcuts" aria-labelledby="shortcuts-title" className="settings-section">
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      <table className="shortcuts">
        <tbody>
          {shortcuts.map(({ description, shortcut }) => (
            <tr key={description}>
              <th scope="row">{description}</th>
              <td>{shortcut ? <kbd>{shortcut}</kbd> : <span className="muted">Not set</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="setting__help">
        Change them at <code>chrome://extensions/shortcuts</code> in Chrome, or under “Manage Extension Shortcuts” in Firefox’s add-ons page.
      </p>
    </section>
  );
}
