/**
 * Does a directly fetched page look like it shows its text only after JavaScript runs? Pure:
 * reads the HTML the direct fetch got. Signs: an empty application root (React's #root, #app,
 * Next's #__next, Nuxt's #__nuxt, Angular's <app-root>, Gatsby's #___gatsby), a <noscript>
 * notice asking for JavaScript, or almost no visible text on a page that runs scripts.
 */
import { extractPageText } from '../classify/html';

const APP_ROOT = /<(div|main|section|body)\b[^>]*\bid\s*=\s*["']?(root|app|__next|__nuxt|___gatsby|svelte|main-app|react-root)\b|<app-root\b|\bdata-reactroot\b|\bng-app\b/i;
const NOSCRIPT_NOTICE = /<noscript\b[^>]*>[\s\S]{0,2000}?\b(enable|requires?|turn on|need|needs)\b[\s\S]{0,80}?javascript[\s\S]{0,2000}?<\/noscript>/i;
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template|text\/x-template)\b)[^>]*>/i;

/** Visible text at or under which a page with an app root counts as a shell. */
export const APP_SHELL_TEXT = 800;
/** Visible text at or under which any page that runs scripts counts as a shell. */
export const SCRIPTED_THIN_TEXT = 200;

export type RenderSigns = { clientRendered: boolean; reason: string | null; textLength: number | null };

/**
 * `textChars`: the page's visible text length when the caller already has it (the classifier's
 * parse: Classification.visible_text_chars). Without it the page is parsed here, and only when
 * a sign needs the length (an app root or a script); `textLength` is null when none did.
 */
export function clientRenderedSigns(html: string, textChars?: number): RenderSigns {
  const appRoot = APP_ROOT.test(html);
  const scripts = EXECUTABLE_SCRIPT.test(html);
  const n = textChars ?? (appRoot || scripts ? extractPageText(html).length : null);
  if (appRoot && n! <= APP_SHELL_TEXT) return { clientRendered: true, reason: 'application root with little text', textLength: n };
  if (NOSCRIPT_NOTICE.test(html)) return { clientRendered: true, reason: 'noscript notice asks for JavaScript', textLength: n };
  if (scripts && n! <= SCRIPTED_THIN_TEXT) return { clientRendered: true, reason: 'scripts and almost no text', textLength: n };
  return { clientRendered: false, reason: null, textLength: n };
}
