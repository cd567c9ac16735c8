/**
 * Where the rules reference (docs/rules.md) of this version lives on the web,
 * for SARIF `helpUri`. Called by the lint command.
 *
 * Order: the `GRIMOIRE_RULES_URL` environment variable (the composite GitHub
 * Action sets it to the repository and ref it was installed from); else
 * package.json's `repository.url` with `/blob/v<version>/docs/rules.md`
 * (GitHub, GitLab and Gitea all serve files under that path). Only `https:`
 * URLs are used, and not the reserved placeholder hosts (package.json ships
 * `https://example.invalid/...` until the project has a public home): anything
 * else gives no helpUri rather than a dead one.
 */
import pkg from '../../../package.json';
import { VERSION } from '../version';

/** The repository's web address from a package.json `repository` field, or undefined. */
export function repositoryWebUrl(repository: unknown): string | undefined {
  const raw = typeof repository === 'string' ? repository : typeof repository === 'object' && repository && typeof (repository as { url?: unknown }).url === 'string' ? (repository as { url: string }).url : undefined;
  if (!raw) return undefined;
  const url = raw.replace(/^git\+/, '').replace(/\.git$/, '').replace(/\/+$/, '');
  const m = /^https:\/\/([^/\s]+)\/\S+$/.exec(url);
  // Reserved placeholder hosts (RFC 2606: .invalid, .example, .test, example.com...) can never serve the docs.
  if (!m || /(^|\.)(invalid|example|test|localhost)$|(^|\.)example\.(com|org|net)$/i.test(m[1]!)) return undefined;
  return url;
}

/** The absolute URL of docs/rules.md for this version, or undefined when none can be known. */
export function rulesDocUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const override = env.GRIMOIRE_RULES_URL?.trim();
  if (override) return /^https:\/\/\S+$/.test(override) ? override.replace(/#.*$/, '') : undefined;
  const web = repositoryWebUrl((pkg as { repository?: unknown }).repository);
  return web ? `${web}/blob/v${VERSION}/docs/rules.md` : undefined;
}
