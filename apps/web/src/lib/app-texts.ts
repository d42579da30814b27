import { addTextFiles, loadNamespaces, namespacesOf, type TJsonModule, type TTextFiles } from './i18n.ts';
import { pageTextGroup } from './text-groups.ts';

/**
 * The app's texts: every `locales/<lng>/<namespace>.json`, made loadable through lib/i18n.ts (which
 * alone knows only the landing's, decision 014) when the app's code first runs.
 */
const files: TTextFiles = import.meta.glob<TJsonModule>('../locales/*/*.json');
addTextFiles(files);

/** Every namespace of the texts. */
export const ALL_NAMESPACES: readonly string[] = namespacesOf(files);
/** What the app needs before it renders: everything but the texts some pages load with them (lib/text-groups.ts). */
export const APP_NAMESPACES: readonly string[] = ALL_NAMESPACES.filter((ns) => pageTextGroup(ns) === null);

/** Loads these namespaces (by default the app's own) as lib/i18n.ts's `loadNamespaces` does. */
export function loadAppTexts(namespaces: readonly string[] = APP_NAMESPACES): Promise<void> {
  return loadNamespaces(namespaces);
}
