import type { ComponentType, ReactElement } from 'react';

import { preloadableLazy } from '../lib/preloadable-lazy';

/**
 * The catalogue's tools that have a screen: `features/<app id>/tool.tsx`, found by its path — a
 * new tool is a new folder, and its page (`/app/<app id>`) shows it. Each is a chunk of its own,
 * loaded on its page only (and preloaded there: the router's preloadPage, and the served HTML's
 * preloads, which the web build writes from the same folders). An app with no such folder keeps
 * the catalogue's notice that it is not available yet (part 1 §2).
 */
const toolModules = import.meta.glob<{ default: ComponentType }>('../features/*/tool.tsx');

const tools = new Map(
  Object.entries(toolModules).map(([file, load]) => [file.split('/')[2]!, preloadableLazy(load)]),
);

/**
 * The screen of the app `id`, when this build has one (each tool is one component made once, at
 * module level: the page renders the same one on every render).
 */
export function toolElement(id: string): ReactElement | undefined {
  const Tool = tools.get(id);
  return Tool ? <Tool /> : undefined;
}

/** Starts loading the screen of the app `id`, if there is one. */
export function preloadTool(id: string): Promise<unknown> | undefined {
  return tools.get(id)?.preload();
}
