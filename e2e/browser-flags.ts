/**
 * Chromium keeps only the last `--disable-features` it is given, so this one repeats Playwright's own list and adds the
 * omnibox popups that the new headless mode preloads as WebUI pages in every window, that is in every test's context:
 * a renderer each that no test looks at (decision 026). browser-flags.spec.ts fails when Playwright's list gains a
 * feature this one lacks.
 */
export const DISABLED_FEATURES = [
  'AimEnabled',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsFirstBalancedModeAutoEnable',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'NetworkTimeServiceQuerying',
  'OptimizationHints',
  'PaintHolding',
  'PreconnectToSearch',
  'TcpPortRandomizationWin',
  'ThirdPartyStoragePartitioning',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'msForceBrowserSignIn',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];
