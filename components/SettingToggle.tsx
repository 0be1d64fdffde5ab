import type { Settings } from '@/utils/settings/settings-schema';

/** The settings that are on or off. */
export type ToggleKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

interface SettingToggleProps {
  id: string;
  setting: ToggleKey;
  label: string;
  help: string;
  settings: Settings;
  onChange(patch: Partial<Settings>): void;
}

/** A switch for one on/off setting, with its one-line explanation. */
export function SettingToggle({ id, setting, label, help, settings, onChange }: SettingToggleProps) {
  return (
    <div className="setting setting--toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={settings[setting]}
        onChange={(event) => onChange({ [setting]: event.target.checked })}
        aria-describedby={`${id}-help`}
      />
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-help`} className="setting__help">
        {help}
      </p>
    </div>
  );
}
