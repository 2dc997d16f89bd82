import { sha256Hex } from '../sha256';

/** First 16 lowercase hex chars of sha256 over the parts joined by "\n" (UTF-8). */
function shortHash(parts: string[]): string {
  return sha256Hex(parts.join('\n')).slice(0, 16);
}

/**
 * Stable claim id: "clm_" + 16 hex of sha256(cid "\n" quote "\n" claim). The same claim with the
 * same quote on the same source gets the same id in every run, whichever artifact it came from.
 * A claim whose URL has no cid uses its redacted url_original instead.
 */
export function claimIdOf(cidOrUrl: string, quote: string, claim: string): string {
  return 'clm_' + shortHash([cidOrUrl, quote, claim]);
}

/** Stable search-result id: "src_" + 16 hex of sha256(cid-or-url "\n" artifact_path). */
export function resultIdOf(cidOrUrl: string, artifactPath: string): string {
  return 'src_' + shortHash([cidOrUrl, artifactPath]);
}
