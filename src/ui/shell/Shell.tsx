import { Tabs, Tooltip } from 'radix-ui';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, usePreferences, useSessionSetter } from '../../editor/hooks.tsx';
import type { StackName } from '../../editor/kit.ts';
import { sideTabs } from '../../editor/side-tabs.ts';
import {
  componentAtom,
  mainTabAtom,
  modeAtom,
  sideTabAtom,
  type MainTab,
  type SideTab,
} from '../../editor/state.ts';
import { ComponentBar } from '../component/ComponentBar.tsx';
import { PreviewModeCanvas } from '../preview-mode/PreviewModeCanvas.tsx';
import { PreviewUploads } from '../preview-mode/PreviewUploads.tsx';
import { InspirationDialog } from '../dialogs/InspirationDialog.tsx';
import { TestGeneration } from '../dialogs/TestGeneration.tsx';
import { LayerImport } from '../dialogs/LayerImport.tsx';
import { LoadDialog } from '../dialogs/LoadDialog.tsx';
import { SaveNameDialog } from '../dialogs/SaveNameDialog.tsx';
import { QuickRecolor } from '../dialogs/QuickRecolor.tsx';
import { TemplateChooser } from '../dialogs/TemplateChooser.tsx';
import { AreaPanel } from '../layers/AreaPanel.tsx';
import { LogosPanel } from '../logos/LogosPanel.tsx';
import { PrintingPanel } from '../printing/PrintingPanel.tsx';
import { KitSettings } from '../settings/KitSettings.tsx';
import { ToolsPanel } from '../settings/ToolsPanel.tsx';
import { TextureView } from '../texture/TextureView.tsx';
import { DownloadBar } from '../downloads/DownloadBar.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DraftOffer } from './DraftOffer.tsx';
import { KitStatus } from './KitStatus.tsx';
import { CreateClubButton } from './CreateClubButton.tsx';
import { GameSwitch } from './GameSwitch.tsx';
import { AboutPanel, AccountPanel, HowToPanel, UpcomingPanel } from './InfoPanels.tsx';
import { LandscapeHint } from './LandscapeHint.tsx';
import { NotificationBar } from './NotificationBar.tsx';
import { FmBanner } from './FmBanner.tsx';
import { PlusPromotion } from './PlusPromotion.tsx';
import { SiteSwitcher } from './SiteSwitcher.tsx';
import { StatusOverlay } from './StatusOverlay.tsx';
import { Toasts } from './Toasts.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useLeaveWarning } from './use-leave-warning.ts';
import { ViewerSlot } from './ViewerSlot.tsx';
import { Icon, type IconName } from '../widgets/Icon.tsx';
import { applyTheme } from '../theme.ts';

// The hotspots editor is fifa and eafc only: its own chunk, out of the other games' download.
const HotspotsPanel = lazy(() =>
  import('../hotspots/HotspotsPanel.tsx').then((module) => ({ default: module.HotspotsPanel })),
);

const MAIN_TAB_ICONS: Readonly<Record<MainTab, IconName>> = {
  '3d': 'tab3d',
  texture: 'tabTexture',
  upcoming: 'tabUpcoming',
  howto: 'tabHowto',
  about: 'tabAbout',
  account: 'tabAccount',
};

const MAIN: readonly MainTab[] = ['3d', 'texture', 'upcoming', 'howto', 'about', 'account'];
/** Embedded as a component, the page shows only the kit (document 2 §2). */
const COMPONENT_MAIN: readonly MainTab[] = ['3d', 'texture'];

/** The editor page: toolbar, side settings panel with tabs, main tabs, overlays. */
export function Shell() {
  const { t } = useTranslation();
  const editor = useEditor();
  const prefs = usePreferences();
  const sideTab = useEditorValue(sideTabAtom);
  const setSideTab = useSessionSetter(sideTabAtom);
  const mainTab = useEditorValue(mainTabAtom);
  const setMainTab = useSessionSetter(mainTabAtom);
  useLeaveWarning();
  useEffect(() => {
    applyTheme(prefs.theme);
  }, [prefs.theme]);
  const mode = useEditorValue(modeAtom);
  const preview = mode === 'preview';
  const tabs = sideTabs(editor.game, mode);
  const component = useEditorValue(componentAtom);
  const mainTabs = component ? COMPONENT_MAIN : MAIN;
  return (
    <Tooltip.Provider>
      <div className="shell">
        <NotificationBar />
        <header className="shell-head">
          <h1 className="brand">{t('shell.title')}</h1>
          <GameSwitch />
          <CreateClubButton />
          <Toolbar />
          <KitStatus />
          <SiteSwitcher />
        </header>
        <DraftOffer />
        <Tabs.Root className="side" value={sideTab} onValueChange={(v) => setSideTab(v as SideTab)}>
          <Tabs.List className="tab-list" aria-label={t('shell.sidePanel')}>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="tab">
                {t(`tab.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {preview ? <PreviewUploads /> : null}
          <div className="side-body">
            {tabs.map((tab) => (
              <Tabs.Content key={tab} value={tab} className="tab-panel">
                {tab === 'settings' ? <KitSettings /> : null}
                {tab === 'tools' ? <ToolsPanel /> : null}
                {tab === 'logos' ? <LogosPanel /> : null}
                {tab === 'printing' ? <PrintingPanel /> : null}
                {tab === 'hotspots' ? (
                  <Suspense fallback={<p role="status">{t('status.loading')}</p>}>
                    <HotspotsPanel />
                  </Suspense>
                ) : null}
                {tab === 'shirt' || tab === 'shorts' || tab === 'socks' ? (
                  <AreaPanel stack={tab as StackName} />
                ) : null}
              </Tabs.Content>
            ))}
          </div>
        </Tabs.Root>
        <Tabs.Root className="main" value={mainTab} onValueChange={(v) => setMainTab(v as MainTab)}>
          <Tabs.List className="tab-list" aria-label={t('shell.mainTabs')}>
            {mainTabs.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className="tab">
                <Icon name={MAIN_TAB_ICONS[tab]} />
                {t(`tab.${tab}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="3d" className="main-panel">
            <PlusPromotion />
            <FmBanner />
            {mainTab === '3d' ? <ViewerSlot /> : null}
          </Tabs.Content>
          <Tabs.Content value="texture" className="main-panel">
            {mainTab === 'texture' ? preview ? <PreviewModeCanvas /> : <TextureView /> : null}
          </Tabs.Content>
          {component ? null : (
            <>
              <Tabs.Content value="upcoming" className="main-panel">
                <UpcomingPanel />
              </Tabs.Content>
              <Tabs.Content value="howto" className="main-panel">
                <HowToPanel />
              </Tabs.Content>
              <Tabs.Content value="about" className="main-panel">
                <AboutPanel />
              </Tabs.Content>
              <Tabs.Content value="account" className="main-panel">
                <AccountPanel />
              </Tabs.Content>
            </>
          )}
          {/* Component mode answers the host with Apply / Cancel instead of the downloads. */}
          {component ? <ComponentBar /> : <DownloadBar />}
        </Tabs.Root>
        <StatusOverlay />
        <Toasts />
        <ConfirmDialog />
        <TemplateChooser />
        <QuickRecolor />
        <LoadDialog />
        <SaveNameDialog />
        <LayerImport />
        <InspirationDialog />
        <TestGeneration />
        <LandscapeHint />
      </div>
    </Tooltip.Provider>
  );
}
