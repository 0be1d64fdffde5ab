import { useEffect, useState } from 'react';
import type { Announcement } from '@/utils/announcements/announcements';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/settings-schema';
import type { OptionsActions } from '@/utils/ui/options-actions';
import { AnnouncementDialog } from './AnnouncementDialog';
import { GeneralSettings } from './GeneralSettings';
import { GrantedSites } from './GrantedSites';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import type { Shortcut } from '@/utils/ui/options-actions';
import type { StoredRuleBook } from '@/utils/storage/rules-store';
import { RulesSection } from './RulesSection';
import { ProfilesSection } from './ProfilesSection';
import { ImportExport } from './ImportExport';
import { SavedFillsSection } from './SavedFillsSection';
import './OptionsApp.css';
import { t } from '@/utils/i18n/messages';

const EMPTY_BOOK: StoredRuleBook = { rules: [], profiles: [], setAside: [], usage: { bytes: 0, items: 0 } };

export function OptionsApp({ actions }: { actions: OptionsActions }) {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [saveError, setSaveError] = useState('');
  const [loaded, setLoaded] = useState(false);
  const [shortcuts, setShortcuts] = useState<Shortcut[]>([]);
  const [book, setBook] = useState<StoredRuleBook | null>(null);
  const [requested] = useState(() => actions.requestedRule());
  const [query] = useState(() => new URLSearchParams(location.search));
  // Ticking "Don't show again" inside the modal must not yank the modal away;
  // the flag turned on anywhere else (another device, the toggle) closes it.
  const [suppressedInDialog, setSuppressedInDialog] = useState(false);

  useEffect(() => {
    let live = true;
    const unwatch = actions.watchSettings((next) => live && setSettings(next));
    void actions.loadSettings().then((loaded) => live && setSettings(loaded));
    void actions.getShortcuts().then((bound) => live && setShortcuts(bound));
    const unwatchRules = actions.watchRuleBook((next) => live && setBook(next));
    actions.loadRuleBook().then(
      (loaded) => live && setBook(loaded),
      () => live && setBook(EMPTY_BOOK),
    );
    void actions.pendingAnnouncement().then((pending) => {
      if (live) setLoaded(true);
      if (!live || !pending) return;
      setAnnouncement(pending);
      // Shown is seen: a reload or a second options tab must not show it again.
      void actions.markAnnouncementSeen(pending.id);
    });
    return () => {
      live = false;
      unwatch();
      unwatchRules();
    };
  }, [actions]);

  async function update(patch: Partial<Settings>) {
    // Show the change at once (a controlled checkbox must not bounce back), and
    // put back what storage really holds if the write is refused.
    setSettings((current) => ({ ...current, ...patch }));
    const result = await actions.updateSettings(patch);
    if (result.ok) {
      setSettings(result.settings);
      setSaveError('');
    } else {
      setSaveError(result.error);
      setSettings(await actions.loadSettings());
    }
  }

  return (
    <div className="options" data-loaded={loaded}>
      <nav className="options__nav" aria-label={t('sectionsLabel')}>
        <h1 className="options__brand">{t('extName')}</h1>
        <a href="#general">{t('sectionGeneral')}</a>
        <a href="#rules">{t('sectionRules')}</a>
        <a href="#profiles">{t('sectionProfiles')}</a>
        <a href="#import-export">{t('sectionImportExport')}</a>
        <a href="#saved-fills">{t('savedFillsTitle')}</a>
        <a href="#sites">{t('sectionSites')}</a>
        <a href="#shortcuts">{t('sectionShortcuts')}</a>
        <a href="/datasets.html">{t('sectionDatasets')}</a>
      </nav>
      <main className="options__main">
        {saveError && (
          <p className="options__error" role="alert">
            {saveError}
          </p>
        )}
        <GeneralSettings settings={settings} onChange={update} />
        {book && (
          <>
            <RulesSection rules={book.rules} setAside={book.setAside} actions={actions} requested={requested} />
            <ProfilesSection
              profiles={book.profiles}
              rules={book.rules}
              actions={actions}
              focusId={query.get('profile') ?? undefined}
              requestedHost={query.get('profileHost') ?? undefined}
            />
            <ImportExport settings={settings} book={book} usage={book.usage} actions={actions} />
          </>
        )}
        {actions.savedFills && <SavedFillsSection actions={actions.savedFills} />}
        <GrantedSites actions={actions} />
        <KeyboardShortcuts shortcuts={shortcuts} />
      </main>
      {announcement && (!settings.suppressAnnouncements || suppressedInDialog) && (
        <AnnouncementDialog
          announcement={announcement}
          suppressed={settings.suppressAnnouncements}
          onSuppressChange={(suppressAnnouncements) => {
            setSuppressedInDialog(suppressAnnouncements);
            void update({ suppressAnnouncements });
          }}
          onClose={() => setAnnouncement(null)}
        />
      )}
    </div>
  );
}
