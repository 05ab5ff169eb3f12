import type { SiteInfo } from '@trousse/contracts/api/site/schemas';

/**
 * A legal page as data: sections of paragraphs and lists, written in French (the authoritative
 * text), rendered by LegalPage. Figures are never typed in a text: each comes from the constant
 * the behaviour uses (packages/contracts: plans, auth-rules, legal-figures, cookies…).
 */
export type LegalBlock =
  | string
  | { list: readonly string[] }
  /** A link inside the app: `before`, the link, `after` (e.g. the privacy policy's anchor). */
  | { link: { to: string; label: string; before?: string; after?: string } }
  /** A place for an action the page's screen provides (the cookie policy's 'Gérer mes cookies'). */
  | { action: 'cookie-manager' };

export interface LegalSection {
  /** The anchor: `/privacy#donnees-collectees`. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Under the title, before the sections. */
  intro?: readonly LegalBlock[];
  sections: readonly LegalSection[];
  /** The terms pages end with 'Accéder au support →'. */
  supportLink?: boolean;
}

/** What a page's text depends on besides the constants: the operator's configuration. */
export interface LegalFacts {
  publisher: SiteInfo['publisher'];
  /** Whether an analytics tool is configured (the cookie pages say which cookies exist). */
  analytics: boolean;
}

export type LegalPageId = 'legal' | 'cgu' | 'cgv' | 'privacy' | 'cookies' | 'securityCharter';
